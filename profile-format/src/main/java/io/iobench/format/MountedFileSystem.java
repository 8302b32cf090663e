package io.iobench.format;

import java.util.Objects;

/**
 * A file system as the mount table names it: its type ({@code ext4}, {@code tmpfs}) and mount
 * point.
 */
public final class MountedFileSystem {
  private final String type;
  private final String mountPoint;

  public MountedFileSystem(String type, String mountPoint) {
    this.type = Objects.requireNonNull(type, "type");
    this.mountPoint = Objects.requireNonNull(mountPoint, "mountPoint");
  }

  public String type() {
    return type;
  }

  public String mountPoint() {
    return mountPoint;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof MountedFileSystem
        && ((MountedFileSystem) o).type.equals(type)
        && ((MountedFileSystem) o).mountPoint.equals(mountPoint);
  }

  @Override
  public int hashCode() {
    return type.hashCode() * 31 + mountPoint.hashCode();
  }

  @Override
  public String toString() {
    return type + " at " + mountPoint;
  }
}
