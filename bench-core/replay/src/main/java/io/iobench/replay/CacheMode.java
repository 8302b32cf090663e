package io.iobench.replay;

/** Page-cache state of the files at the start of each round. */
public enum CacheMode {
  /** The files' pages are in the page cache (they were just written or read): the default. */
  WARM,
  /** The files' pages are evicted before every round, so reads come from the device. */
  COLD
}
