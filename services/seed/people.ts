/** Name parts for cast lists: Arabic script and a Latin transliteration. Pure data. */
export interface NamePart {
  ar: string;
  latin: string;
}

export const firstNames: readonly NamePart[] = [
  { ar: "يوسف", latin: "Youssef" },
  { ar: "ليلى", latin: "Layla" },
  { ar: "عمر", latin: "Omar" },
  { ar: "مريم", latin: "Mariam" },
  { ar: "خالد", latin: "Khaled" },
  { ar: "سلمى", latin: "Salma" },
  { ar: "كريم", latin: "Karim" },
  { ar: "هند", latin: "Hind" },
  { ar: "طارق", latin: "Tarek" },
  { ar: "ياسمين", latin: "Yasmine" },
  { ar: "فيصل", latin: "Faisal" },
  { ar: "رنا", latin: "Rana" },
  { ar: "ماجد", latin: "Majed" },
  { ar: "دينا", latin: "Dina" },
  { ar: "سعيد", latin: "Said" },
  { ar: "نادية", latin: "Nadia" },
  { ar: "حسن", latin: "Hassan" },
  { ar: "أمل", latin: "Amal" },
  { ar: "زياد", latin: "Ziad" },
  { ar: "منى", latin: "Mona" },
];

export const familyNames: readonly NamePart[] = [
  { ar: "الخطيب", latin: "Al-Khatib" },
  { ar: "المصري", latin: "El-Masry" },
  { ar: "الحسيني", latin: "Al-Husseini" },
  { ar: "بن علي", latin: "Ben Ali" },
  { ar: "العتيبي", latin: "Al-Otaibi" },
  { ar: "حداد", latin: "Haddad" },
  { ar: "الشامي", latin: "Al-Shami" },
  { ar: "المنصوري", latin: "Al-Mansouri" },
  { ar: "بوزيد", latin: "Bouzid" },
  { ar: "السيد", latin: "El-Sayed" },
  { ar: "نصار", latin: "Nassar" },
  { ar: "الزعبي", latin: "Al-Zoubi" },
  { ar: "العمري", latin: "Al-Omari" },
  { ar: "الفاسي", latin: "El-Fassi" },
  { ar: "الكويتي", latin: "Al-Kuwaiti" },
  { ar: "سليمان", latin: "Suleiman" },
];
