package io.iobench.bootstrap;

/** Creates the recorder of a thread the first time that thread does instrumented I/O. */
public interface RecorderFactory {
  CallRecorder newRecorder(Thread thread);
}
