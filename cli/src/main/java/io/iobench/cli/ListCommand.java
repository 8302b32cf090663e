package io.iobench.cli;

import com.sun.tools.attach.VirtualMachine;
import com.sun.tools.attach.VirtualMachineDescriptor;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

@Command(
    name = "list",
    mixinStandardHelpOptions = true,
    description = "List the JVMs on this machine that iobench can attach to, like jps.",
    footerHeading = "%nExample:%n",
    footer = "  java -jar iobench.jar list")
final class ListCommand implements Callable<Integer> {
  @Override
  public Integer call() {
    long self = ProcessHandle.current().pid();
    for (VirtualMachineDescriptor vm : VirtualMachine.list()) {
      if (!vm.id().equals(Long.toString(self))) {
        System.out.println(vm.id() + " " + vm.displayName());
      }
    }
    return 0;
  }
}
