package io.iobench.agent.advice;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The operation an advice records, one of {@code io.iobench.bootstrap.Ops}. The Instrumenter binds
 * it for each instrumented method through Byte Buddy's custom mapping, which inlines it as a
 * constant: one advice class then serves every method of its shape, and the JDK method loads a
 * number, as if the advice had named the constant itself.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.PARAMETER)
public @interface Op {}
