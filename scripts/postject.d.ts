// postject ships no types; this is the part of its API that scripts/build-binary.ts calls.
declare module "postject" {
  export function inject(
    file: string,
    resourceName: string,
    resourceData: Buffer,
    options: { sentinelFuse: string; overwrite?: boolean },
  ): Promise<void>;
}
