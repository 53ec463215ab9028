export * from "./users";
export * from "./catalog";
export * from "./listings";
export * from "./members";
export * from "./content";
export * from "./sponsors";
export * from "./system";
export * from "./payments";
