/**
 * The sports sample's players (sampleSports.ts): the full squads of the two clubs of the finished match (their
 * line-ups and Al-Faisaly's squad list) and the scorers of the other four. Invented names, in Arabic and in Latin
 * letters (English and French share the transliteration); birth dates and nationalities feed the squad list's ages
 * and countries.
 */
import type { PlayerPosition, PlayerRef, SquadPlayer } from "@/domain/sports/types";
import type { Locale } from "@/domain/types";

/** Shirt number, position, Arabic name, Latin name, birth date, nationality (ISO 3166-1 alpha-2). */
type Seed = readonly [number, PlayerPosition, string, string, string, string];

const squads: Readonly<Record<string, readonly Seed[]>> = {
  fai: [
    [1, "GK", "معتز حداد", "Moataz Haddad", "1999-04-12", "JO"],
    [2, "DF", "خالد ناصر", "Khaled Nasser", "1995-08-03", "JO"],
    [3, "DF", "عمر صالح", "Omar Saleh", "1994-06-02", "JO"],
    [4, "DF", "يزن قاسم", "Yazan Qasem", "1996-01-31", "JO"],
    [5, "DF", "طارق منصور", "Tariq Mansour", "1998-10-07", "PS"],
    [6, "MF", "نزار خليل", "Nizar Khalil", "1999-03-23", "JO"],
    [8, "MF", "رامي عودة", "Rami Odeh", "1993-07-14", "JO"],
    [10, "MF", "محمود زيد", "Mahmoud Zaid", "1993-10-06", "JO"],
    [7, "FW", "أنس حجازي", "Anas Hijazi", "2001-05-18", "JO"],
    [9, "FW", "علي حمدان", "Ali Hamdan", "2000-02-26", "JO"],
    [11, "FW", "إيمرسون سيلفا", "Emerson Silva", "1997-09-11", "BR"],
    [22, "GK", "عبدالله الفاخوري", "Abdallah Fakhoury", "2000-01-15", "JO"],
    [15, "DF", "هادي الحوراني", "Hadi Hourani", "2002-11-30", "JO"],
    [14, "MF", "إبراهيم سعادة", "Ibrahim Saadeh", "1998-04-09", "PS"],
    [17, "MF", "أحمد جابر", "Ahmad Jaber", "1995-12-12", "IQ"],
    [19, "FW", "يوسف بركات", "Yousef Barakat", "2003-08-21", "JO"],
  ],
  weh: [
    [1, "GK", "أحمد عبدالله", "Ahmad Abdullah", "1997-02-02", "JO"],
    [2, "DF", "فراس شلبي", "Feras Shalabi", "1996-05-05", "JO"],
    [3, "DF", "سامر عوض", "Samer Awad", "1995-03-17", "PS"],
    [4, "DF", "براء مرعي", "Baraa Marei", "1998-09-09", "JO"],
    [5, "DF", "محمد داود", "Mohammad Daoud", "1994-11-21", "JO"],
    [6, "MF", "صالح راتب", "Saleh Rateb", "1999-07-07", "JO"],
    [8, "MF", "منذر رجا", "Munther Raja", "1997-12-01", "JO"],
    [10, "MF", "عدي خضر", "Odai Khadr", "2000-06-16", "PS"],
    [7, "FW", "حمزة دردور", "Hamza Dardour", "1998-01-08", "JO"],
    [9, "FW", "بهاء فيصل", "Bahaa Faisal", "1995-05-30", "JO"],
    [11, "FW", "مامادو ديالو", "Mamadou Diallo", "1996-03-03", "SN"],
    [23, "GK", "نور بني عطية", "Nour Bani Attiah", "2001-10-10", "JO"],
    [15, "DF", "ياسر الرواشدة", "Yaser Rawashdeh", "1999-04-04", "JO"],
    [16, "MF", "إحسان جمال", "Ehsan Jamal", "2002-02-20", "JO"],
    [18, "MF", "كريم السويس", "Karim Sweis", "2001-08-08", "SY"],
    [20, "FW", "ليث العبيدات", "Laith Obeidat", "2003-12-24", "JO"],
  ],
  hus: [
    [9, "FW", "زياد القيسي", "Ziad Qaisi", "1998-07-19", "JO"],
    [10, "MF", "فراس المومني", "Firas Momani", "1997-01-25", "JO"],
  ],
  ram: [
    [9, "FW", "مهند الزعبي", "Mohannad Zoubi", "1999-05-02", "JO"],
    [7, "MF", "سيف الروسان", "Saif Rousan", "2000-09-13", "JO"],
    [14, "MF", "حسن الغرايبة", "Hasan Ghraibeh", "2002-03-29", "JO"],
  ],
  sha: [
    [9, "FW", "أسامة الطراونة", "Osama Tarawneh", "1996-06-06", "JO"],
    [10, "MF", "جهاد الصمادي", "Jihad Smadi", "1998-02-14", "JO"],
  ],
  sal: [
    [9, "FW", "آدم القضاة", "Adam Qudah", "2001-11-11", "JO"],
    [8, "MF", "بلال الشوابكة", "Bilal Shawabkeh", "1995-08-28", "JO"],
  ],
};

function playerOf(teamId: string, [shirtNumber, position, arabic, latin, birthDate, nationality]: Seed, locale: Locale): SquadPlayer {
  return { id: `${teamId}-${shirtNumber}`, name: locale === "ar" ? arabic : latin, shirtNumber, position, birthDate, nationality };
}

/** A club's players as the sample knows them, in squad order (the starting eleven first for the two full squads). */
export function sampleSquadOf(locale: Locale, teamId: string): SquadPlayer[] {
  return (squads[teamId] ?? []).map((seed) => playerOf(teamId, seed, locale));
}

/** Every player of the sample, by id (`{teamId}-{shirtNumber}`) with the id of their club. */
export function samplePlayerIndex(locale: Locale): Map<string, { player: SquadPlayer; teamId: string }> {
  return new Map(Object.keys(squads).flatMap((teamId) => sampleSquadOf(locale, teamId).map((player) => [player.id, { player, teamId }] as const)));
}

/** A player as events and line-ups carry one; the sample is fixed, so an unknown id is a mistake in the sample. */
export function samplePlayer(locale: Locale, id: string): PlayerRef {
  const found = samplePlayerIndex(locale).get(id);
  if (found === undefined) throw new Error(`samplePlayer: no player ${id} in the sample`);
  const { player } = found;
  return { id: player.id, name: player.name, shirtNumber: player.shirtNumber, position: player.position };
}
