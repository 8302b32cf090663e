package io.iobench.itapps;

/**
 * Prints, for each class named in the arguments, the loader that defined it as the system class
 * loader resolves it: {@code name=boot} for the boot loader, else the loader's name, or {@code
 * name=absent} when no loader knows it. Loads without initializing.
 */
public final class ClassLoaders {
  private ClassLoaders() {}

  public static void main(String[] args) {
    ClassLoader system = ClassLoader.getSystemClassLoader();
    for (String name : args) {
      String loader;
      try {
        ClassLoader defining = Class.forName(name, false, system).getClassLoader();
        loader = defining == null ? "boot" : String.valueOf(defining.getName());
      } catch (ClassNotFoundException e) {
        loader = "absent";
      }
      System.out.println(name + "=" + loader);
    }
  }
}
