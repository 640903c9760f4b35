/** virastar ships no types; this is the part of its API we use (see node_modules/virastar/README.md). */
declare module 'virastar' {
  type VirastarOptions = Record<string, boolean>;
  class Virastar {
    constructor(options?: VirastarOptions);
    /** Every option with its default value. */
    defaults: VirastarOptions;
    cleanup(text: string): string;
  }
  export = Virastar;
}
