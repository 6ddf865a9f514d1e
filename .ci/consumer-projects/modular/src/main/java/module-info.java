/** A user's named module: requires the four published modules by name. */
module org.example.incangold.modular {
    requires io.github.incangold.core;
    requires io.github.incangold.strategies;
    requires io.github.incangold.variants;
    requires io.github.incangold.json;
}
