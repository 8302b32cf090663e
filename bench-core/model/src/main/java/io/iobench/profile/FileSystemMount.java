package io.iobench.profile;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.iobench.format.MountedFileSystem;
import io.iobench.format.ProfileFields;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;

/**
 * A file system as a profile or the results name it: its type and mount point. The same fields in a
 * profile's file ({@link ProfileFields.File#FILE_SYSTEM}) and in the results' workloads.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public final class FileSystemMount {
  /** Types whose {@code force()} returns without waiting for a device: the data lives in memory. */
  private static final Set<String> MEMORY_TYPES = Set.of("tmpfs", "ramfs");

  @JsonProperty(ProfileFields.FileSystem.TYPE)
  public String type;

  @JsonProperty(ProfileFields.FileSystem.MOUNT_POINT)
  public String mountPoint;

  public FileSystemMount() {}

  public FileSystemMount(String type, String mountPoint) {
    this.type = type;
    this.mountPoint = mountPoint;
  }

  /** The mount table's answer, or null for none. */
  public static FileSystemMount of(MountedFileSystem m) {
    return m == null ? null : new FileSystemMount(m.type(), m.mountPoint());
  }

  /** Whether a {@code force()} on it waits for no device (tmpfs, ramfs): it is a no-op there. */
  public boolean forceIsNoOp() {
    return type != null && MEMORY_TYPES.contains(type.toLowerCase(Locale.ROOT));
  }

  /** The same file system: the same type mounted at the same point. */
  public boolean sameAs(FileSystemMount other) {
    return other != null
        && Objects.equals(type, other.type)
        && Objects.equals(mountPoint, other.mountPoint);
  }

  /** {@code tmpfs at /dev/shm}. */
  @Override
  public String toString() {
    return type + " at " + mountPoint;
  }
}
