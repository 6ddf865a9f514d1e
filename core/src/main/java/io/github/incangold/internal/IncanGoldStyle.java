package io.github.incangold.internal;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.immutables.value.Value;

/**
 * The one Immutables style of the project: abstract value types are named plainly, the generated
 * implementation and its builder are package-private and prefixed {@code Immutable}, and a value
 * type offers its own documented builder through a static {@code builder()}.
 *
 * <p>The generated classes carry no annotation from the class path ({@code @Generated} and the
 * like): the Immutables annotations are needed at compile time only, so a consumer compiling
 * against the jars with {@code -Xlint:all -Werror} must not meet an annotation it cannot resolve.
 * For the same reason this style has source retention: the value types' class files do not name
 * it, so neither the compiler nor the Javadoc tool of a consumer reads its Immutables enums.
 * A nested class named {@code Builder} is not taken for an extension of the generated builder
 * ({@code typeInnerBuilder} names a class that no value type declares), and the generated builder
 * is made with {@code new}, so that no static {@code builder()} of the implementation hides the
 * value type's own.
 */
@Target({ElementType.PACKAGE, ElementType.TYPE})
@Retention(RetentionPolicy.SOURCE)
@Value.Style(
        visibility = Value.Style.ImplementationVisibility.PACKAGE,
        builderVisibility = Value.Style.BuilderVisibility.PACKAGE,
        typeInnerBuilder = "GeneratedBuilderExtension",
        builder = "new",
        allowedClasspathAnnotations = {Override.class},
        overshadowImplementation = true,
        defaults = @Value.Immutable(copy = true),
        jdkOnly = true)
public @interface IncanGoldStyle {}
