package jdk.internal.vm.annotation;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The name of the JDK's own {@code jdk.internal.vm.annotation.DontInline}, for the agent's sources
 * to compile against: HotSpot's class file parser does not inline a method so annotated into
 * another's compiled code when the method's class is the boot loader's (the JDK's, and the agent's,
 * which puts its jar on the boot class path), and ignores the annotation anywhere else. Other JVMs
 * ignore it.
 */
@Target({ElementType.METHOD, ElementType.CONSTRUCTOR})
@Retention(RetentionPolicy.RUNTIME)
public @interface DontInline {}
