declare module 'github-slugger' {
  interface Slugger {
    slug(value: string, maintainCase?: boolean): string;
    reset(): void;
  }
  interface SluggerConstructor {
    new (): Slugger;
    (): Slugger;
    slug(value: string, maintainCase?: boolean): string;
  }
  const BananaSlug: SluggerConstructor;
  export = BananaSlug;
}
