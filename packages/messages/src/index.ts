// The French catalogue, one named export per section so that each page bundles only what it shows.
export {};
