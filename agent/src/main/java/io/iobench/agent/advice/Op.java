package io.iobench.agent.advice;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The operation an advice records: the ordinal of a {@link io.iobench.format.RecordedOp}, which the
 * advice, inlined into JDK classes of the boot loader, cannot name. The Instrumenter binds it for
 * each instrumented method through Byte Buddy's custom mapping, which inlines it as a constant: one
 * advice class then serves every method of its shape, and the JDK method loads a number, as if the
 * advice had named a constant itself.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.PARAMETER)
public @interface Op {}
