/** The avatar choices; their pictures are the image service's generated placeholders (any name is drawn). */
export const avatarAliases = [
  "falcon",
  "camel",
  "oryx",
  "gazelle",
  "palm",
  "moon",
  "star",
  "lantern",
  "dune",
  "wave",
  "cedar",
  "rose",
] as const;
export type AvatarAlias = (typeof avatarAliases)[number];

export function isAvatarAlias(value: string): value is AvatarAlias {
  return avatarAliases.some((alias) => alias === value);
}

/** Same `{resolution}` placeholder convention as the content service's image URLs. */
export function avatarUrl(publicUrl: string, alias: string): string {
  return `${publicUrl}/images/square/avatar-${alias}-{resolution}.svg`;
}

export function listAvatars(publicUrl: string): { alias: AvatarAlias; url: string }[] {
  return avatarAliases.map((alias) => ({ alias, url: avatarUrl(publicUrl, alias) }));
}
