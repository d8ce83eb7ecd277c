/** The clubs' colours: a hex value for crests and kits, and the colour's name in Arabic, English and French. */
import type { LocalizedText } from "../../db/localizedText";

const colour = (hex: string, en: string, ar: string, fr: string) => ({ hex, name: { ar, en, fr } satisfies LocalizedText });

export const colours = {
  white: colour("#ffffff", "White", "أبيض", "Blanc"),
  blue: colour("#1e4fa3", "Blue", "أزرق", "Bleu"),
  navy: colour("#14213d", "Navy", "كحلي", "Bleu marine"),
  sky: colour("#6cb4ee", "Sky blue", "سماوي", "Bleu ciel"),
  red: colour("#c8102e", "Red", "أحمر", "Rouge"),
  maroon: colour("#7a1f2b", "Maroon", "عنابي", "Bordeaux"),
  green: colour("#0b7a3e", "Green", "أخضر", "Vert"),
  turquoise: colour("#1aa7a1", "Turquoise", "فيروزي", "Turquoise"),
  gold: colour("#d4a017", "Gold", "ذهبي", "Or"),
  yellow: colour("#f5c400", "Yellow", "أصفر", "Jaune"),
  orange: colour("#f28c28", "Orange", "برتقالي", "Orange"),
  purple: colour("#5b2a86", "Purple", "بنفسجي", "Violet"),
  black: colour("#111111", "Black", "أسود", "Noir"),
} as const;

export type ColourKey = keyof typeof colours;
