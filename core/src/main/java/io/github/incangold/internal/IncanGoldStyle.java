package io.github.incangold.internal;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.immutables.value.Value;

/**
 * The one Immutables style of the project: abstract value types are named plainly, the generated
 * implementation is package-private and prefixed {@code Immutable}, and public builders are
 * reached through a static {@code builder()} on the value type.
 */
@Target({ElementType.PACKAGE, ElementType.TYPE})
@Retention(RetentionPolicy.CLASS)
@Value.Style(
        visibility = Value.Style.ImplementationVisibility.PACKAGE,
        builderVisibility = Value.Style.BuilderVisibility.PUBLIC,
        overshadowImplementation = true,
        defaults = @Value.Immutable(copy = true),
        jdkOnly = true)
public @interface IncanGoldStyle {}
