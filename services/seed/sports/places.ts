/** The clubs' cities, in Arabic, English and French. Pure data. */
import type { LocalizedText } from "../../db/localizedText";

const city = (en: string, ar: string, fr: string): LocalizedText => ({ ar, en, fr });

export const cities = {
  riyadh: city("Riyadh", "الرياض", "Riyad"),
  jeddah: city("Jeddah", "جدة", "Djeddah"),
  dammam: city("Dammam", "الدمام", "Dammam"),
  mecca: city("Mecca", "مكة المكرمة", "La Mecque"),
  abha: city("Abha", "أبها", "Abha"),
  buraidah: city("Buraidah", "بريدة", "Buraydah"),
  tabuk: city("Tabuk", "تبوك", "Tabouk"),
  hail: city("Hail", "حائل", "Haïl"),
  jazan: city("Jazan", "جازان", "Jizan"),
  medina: city("Medina", "المدينة المنورة", "Médine"),
  khobar: city("Khobar", "الخبر", "Khobar"),
  taif: city("Taif", "الطائف", "Taëf"),
  najran: city("Najran", "نجران", "Najran"),
  yanbu: city("Yanbu", "ينبع", "Yanbu"),
  cairo: city("Cairo", "القاهرة", "Le Caire"),
  alexandria: city("Alexandria", "الإسكندرية", "Alexandrie"),
  giza: city("Giza", "الجيزة", "Gizeh"),
  portSaid: city("Port Said", "بورسعيد", "Port-Saïd"),
  suez: city("Suez", "السويس", "Suez"),
  luxor: city("Luxor", "الأقصر", "Louxor"),
  aswan: city("Aswan", "أسوان", "Assouan"),
  mansoura: city("Mansoura", "المنصورة", "Mansourah"),
  tanta: city("Tanta", "طنطا", "Tanta"),
  ismailia: city("Ismailia", "الإسماعيلية", "Ismaïlia"),
  fayoum: city("Fayoum", "الفيوم", "Fayoum"),
  damanhour: city("Damanhour", "دمنهور", "Damanhour"),
} as const satisfies Record<string, LocalizedText>;

export type CityKey = keyof typeof cities;
