/**
 * The technique catalogue: ways of doing a workload's I/O in Java, grouped by operation in {@code
 * read}, {@code write}, {@code copy}, {@code sink}, {@code update} and {@code text}. Each family's
 * class declares its row once, as its {@code FAMILY} ({@link io.iobench.technique.Family}: name,
 * operation, invasiveness, buffer size or not, title, fit rule, code, caveats, and the app calls it
 * stands for as a baseline), and writes out its kernel, the I/O loop of {@code run}. {@link
 * io.iobench.technique.Catalogue} is assembled from the rows and picks the alternatives for a
 * workload. Adding a technique is adding its class and its {@code FAMILY} to the catalogue's list.
 *
 * <p>What a probe sees, for every family alike:
 *
 * <ul>
 *   <li>Each read, write, force and reposition is bracketed by {@code begin}/{@code end}; opening
 *       files, mapping windows and sizing a file with setLength are setup and are not.
 *   <li>{@code bytes()} counts each byte of the workload once: for COPY and UPDATE the calls that
 *       read report the bytes and the calls that write them report 0, so every copy and update
 *       reports {@link io.iobench.workload.Workload#bytesPerRound()}. One-call copies (transferTo,
 *       Files.copy) report what the call moved.
 *   <li>Every byte read in Java goes to {@code data}: for copies this is the families with a Java
 *       buffer; transfers and Files.copy never see the bytes.
 *   <li>Data to write comes from {@link io.iobench.workload.Content}, filled outside the bracket.
 * </ul>
 *
 * <p>Families that read sequentially only may still be the app's own technique on a random workload
 * (the profile names the API the app used); {@code fis}, {@code fis-byte}, the channel reads and
 * {@code channel-positional} replay both patterns for that reason, while their fit rules propose
 * them only where they fit.
 */
package io.iobench.technique;
