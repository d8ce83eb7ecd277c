/**
 * Name parts for the invented players: Arabic script, the English and the French spelling (French transliterates
 * Arabic its own way: Fayçal, Chehata, Oussama). Local players by pool; foreign ones by nationality, so a Senegalese
 * player gets a Senegalese name. Famous players' family names are left out on purpose. Pure data.
 */
export interface NamePart {
  ar: string;
  en: string;
  fr: string;
}

type Part = readonly [en: string, ar: string, fr?: string];

const parts = (list: readonly Part[]): NamePart[] => list.map(([en, ar, fr]) => ({ ar, en, fr: fr ?? en }));

export interface NamePool {
  first: readonly NamePart[];
  family: readonly NamePart[];
}

const gulf: NamePool = {
  first: parts([
    ["Mohammed", "محمد", "Mohamed"], ["Abdullah", "عبدالله", "Abdallah"], ["Fahad", "فهد", "Fahd"], ["Saud", "سعود", "Saoud"],
    ["Sultan", "سلطان"], ["Turki", "تركي"], ["Nawaf", "نواف"], ["Faisal", "فيصل", "Fayçal"], ["Khalid", "خالد", "Khaled"],
    ["Salem", "سالم"], ["Yasser", "ياسر"], ["Hattan", "هتان"], ["Abdulrahman", "عبدالرحمن", "Abderrahmane"],
    ["Ayman", "أيمن", "Aymen"], ["Hassan", "حسن"], ["Ali", "علي"], ["Majed", "ماجد"], ["Saleh", "صالح"],
    ["Osama", "أسامة", "Oussama"], ["Mansour", "منصور"], ["Bandar", "بندر"], ["Ziyad", "زياد", "Ziad"], ["Hamad", "حمد"],
    ["Talal", "طلال"], ["Meshal", "مشعل", "Mechaal"],
  ]),
  family: parts([
    ["Al-Otaibi", "العتيبي", "Al-Otaïbi"], ["Al-Qahtani", "القحطاني"], ["Al-Ghamdi", "الغامدي"], ["Al-Harbi", "الحربي"],
    ["Al-Zahrani", "الزهراني"], ["Al-Mutairi", "المطيري", "Al-Moutaïri"], ["Al-Shamrani", "الشمراني", "Al-Chamrani"],
    ["Al-Anazi", "العنزي"], ["Al-Malki", "المالكي", "Al-Maliki"], ["Al-Subaie", "السبيعي", "Al-Soubaï"],
    ["Al-Shehri", "الشهري", "Al-Chehri"], ["Al-Juhani", "الجهني", "Al-Jouhani"], ["Al-Asmari", "الأسمري"],
    ["Al-Rashidi", "الرشيدي", "Al-Rachidi"], ["Al-Bishi", "البيشي", "Al-Bichi"], ["Al-Amri", "العمري"],
    ["Al-Khaibari", "الخيبري", "Al-Khaïbari"], ["Al-Sahli", "السهلي"], ["Al-Yami", "اليامي"], ["Al-Ruwaili", "الرويلي", "Al-Rouwaïli"],
    ["Al-Hazmi", "الحازمي"], ["Al-Dhafiri", "الظفيري"], ["Al-Shammari", "الشمري", "Al-Chammari"], ["Al-Balawi", "البلوي"],
  ]),
};

const egyptian: NamePool = {
  first: parts([
    ["Mohamed", "محمد"], ["Ahmed", "أحمد"], ["Mahmoud", "محمود"], ["Mostafa", "مصطفى", "Moustafa"], ["Omar", "عمر"],
    ["Karim", "كريم"], ["Amr", "عمرو"], ["Hossam", "حسام", "Houssam"], ["Tarek", "طارق"], ["Youssef", "يوسف"],
    ["Islam", "إسلام"], ["Ramadan", "رمضان"], ["Hamdy", "حمدي", "Hamdi"], ["Sherif", "شريف", "Chérif"],
    ["Ashraf", "أشرف", "Achraf"], ["Walid", "وليد"], ["Ayman", "أيمن", "Aymen"], ["Emad", "عماد", "Imad"],
    ["Ibrahim", "إبراهيم"], ["Khaled", "خالد"], ["Nabil", "نبيل"], ["Ziad", "زياد"], ["Marwan", "مروان", "Marouane"],
    ["Hazem", "حازم"],
  ]),
  family: parts([
    ["Abdelaziz", "عبد العزيز"], ["Soliman", "سليمان"], ["Shehata", "شحاتة", "Chehata"], ["Fawzy", "فوزي", "Fawzi"],
    ["Ragab", "رجب"], ["Abdelhamid", "عبد الحميد"], ["El-Sharkawy", "الشرقاوي", "El-Charkaoui"], ["Zaki", "زكي"],
    ["El-Gamal", "الجمال"], ["Eid", "عيد"], ["Farouk", "فاروق"], ["Mansour", "منصور"], ["Galal", "جلال"],
    ["Hassanein", "حسنين"], ["El-Naggar", "النجار"], ["Abdelsalam", "عبد السلام", "Abdessalam"], ["Radwan", "رضوان", "Radouane"],
    ["Osman", "عثمان", "Osmane"], ["Metwally", "متولي", "Metwalli"], ["Kamal", "كمال"], ["El-Bahnasy", "البهنسي", "El-Bahnassi"],
    ["Tawfik", "توفيق", "Toufik"], ["Sayed", "سيد"], ["Ghoneim", "غنيم", "Ghoneïm"],
  ]),
};

/** Local players' names by the tournament's pool (services/seed/sports/clubs.ts `namePool`). */
export const localNames: Readonly<Record<"gulf" | "egyptian", NamePool>> = { gulf, egyptian };

/** Foreign players' names by nationality (ISO 3166-1 alpha-2). */
export const foreignNames: Readonly<Record<string, NamePool>> = {
  BR: {
    first: parts([["Lucas", "لوكاس"], ["Thiago", "تياغو"], ["Rafael", "رافائيل", "Rafaël"]]),
    family: parts([["Moreira", "موريرا"], ["Cardoso", "كاردوسو"], ["Teixeira", "تيشيرا"]]),
  },
  SN: {
    first: parts([["Moussa", "موسى"], ["Cheikh", "الشيخ"], ["Ibrahima", "إبراهيما"]]),
    family: parts([["Ndiaye", "انداي"], ["Ndour", "اندور"], ["Seck", "سيك"]]),
  },
  NG: {
    first: parts([["Chidi", "تشيدي"], ["Emeka", "إيميكا"], ["Tunde", "توندي", "Tundé"]]),
    family: parts([["Okafor", "أوكافور"], ["Adeyemi", "أديمي"], ["Nwosu", "نووسو"]]),
  },
  PT: {
    first: parts([["Tiago", "تياغو"], ["Nuno", "نونو"], ["Rui", "روي"]]),
    family: parts([["Fonseca", "فونسيكا"], ["Pires", "بيريس"], ["Lourenço", "لورينسو"]]),
  },
  GH: {
    first: parts([["Kwame", "كوامي"], ["Kofi", "كوفي"], ["Yaw", "ياو"]]),
    family: parts([["Mensah", "منساه"], ["Owusu", "أووسو"], ["Asante", "أسانتي"]]),
  },
  TN: {
    first: parts([["Wassim", "وسيم"], ["Anis", "أنيس"], ["Hamza", "حمزة"]]),
    family: parts([["Trabelsi", "الطرابلسي"], ["Jaziri", "الجزيري"], ["Ben Amor", "بن عمر"]]),
  },
  MA: {
    first: parts([["Yassine", "ياسين"], ["Soufiane", "سفيان"], ["Reda", "رضا", "Réda"]]),
    family: parts([["El Idrissi", "الإدريسي"], ["Bennani", "بناني"], ["Tazi", "التازي"]]),
  },
  CM: {
    first: parts([["Samuel", "صامويل"], ["Jean", "جان"], ["Serge", "سيرج"]]),
    family: parts([["Mbarga", "مبارغا"], ["Atangana", "أتانغانا"], ["Essomba", "إيسومبا"]]),
  },
};

/** The nationalities each tournament's clubs sign foreign players from. */
export const foreignNationalities: Readonly<Record<"gulf" | "egyptian", readonly string[]>> = {
  gulf: ["BR", "SN", "NG", "PT", "MA", "CM"],
  egyptian: ["GH", "TN", "NG", "MA", "CM"],
};
