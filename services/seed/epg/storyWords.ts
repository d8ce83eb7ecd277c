/** One-line stories for the guide's series episodes and films, in the three languages. Pure data. */
import type { LocalizedText } from "../../db/localizedText";
import { text } from "./epgText";

export const episodeStories: readonly LocalizedText[] = [
  text("An old letter brings a forgotten quarrel back to the family.", "رسالة قديمة تعيد إلى العائلة خلافاً منسياً.", "Une vieille lettre ravive une querelle de famille oubliée."),
  text("Salma finally tells her father the truth.", "سلمى تصارح والدها بالحقيقة أخيراً.", "Salma dit enfin la vérité à son père."),
  text("A wedding is planned, but not everyone is happy.", "التحضير لعرس لا يسعد الجميع.", "Un mariage se prépare, mais tout le monde n'est pas ravi."),
  text("Karim's new business partner hides a secret.", "شريك كريم الجديد يخفي سراً.", "Le nouvel associé de Karim cache un secret."),
  text("A stranger arrives in the neighbourhood asking questions.", "غريب يصل إلى الحي ويطرح الأسئلة.", "Un inconnu arrive dans le quartier et pose des questions."),
  text("The two brothers meet again after ten years of silence.", "الأخوان يلتقيان بعد عشر سنوات من القطيعة.", "Les deux frères se retrouvent après dix ans de silence."),
  text("Nour must choose between her career and her promise.", "على نور أن تختار بين عملها ووعدها.", "Nour doit choisir entre sa carrière et sa promesse."),
  text("A fire at the workshop changes everything.", "حريق في الورشة يغيّر كل شيء.", "Un incendie à l'atelier change tout."),
  text("Old friends gather for Eid, and old wounds open.", "أصدقاء قدامى يجتمعون في العيد وتنفتح جراح قديمة.", "De vieux amis se réunissent pour l'Aïd, et de vieilles blessures se rouvrent."),
  text("The grandmother's will surprises the whole family.", "وصية الجدة تفاجئ العائلة كلها.", "Le testament de la grand-mère surprend toute la famille."),
];

export const filmStories: readonly LocalizedText[] = [
  text("A former officer races against time to save his city.", "ضابط سابق يخوض سباقاً مع الزمن لإنقاذ مدينته.", "Un ancien officier lutte contre la montre pour sauver sa ville."),
  text("A journalist follows the trail of a crime to the heart of the capital.", "صحفية تتبع خيوط جريمة حتى قلب العاصمة.", "Une journaliste remonte la piste d'un crime jusqu'au cœur de la capitale."),
  text("Two strangers cross the desert to deliver a last message.", "غريبان يعبران الصحراء لإيصال رسالة أخيرة.", "Deux inconnus traversent le désert pour porter un dernier message."),
  text("A love story between two worlds defies every expectation.", "قصة حب بين عالمين تتحدى كل التوقعات.", "Une histoire d'amour entre deux mondes défie toutes les attentes."),
  text("A gang of thieves plans one last job in Alexandria.", "عصابة لصوص تخطط لعملية أخيرة في الإسكندرية.", "Une bande de voleurs prépare un dernier coup à Alexandrie."),
  text("A pilot stranded on an island must find his way home.", "طيار عالق على جزيرة يبحث عن طريق العودة.", "Un pilote échoué sur une île doit retrouver le chemin du retour."),
  text("A small-town teacher takes on a powerful businessman.", "معلم في بلدة صغيرة يتحدى رجل أعمال نافذاً.", "Un instituteur de province tient tête à un puissant homme d'affaires."),
  text("A singer returns to Beirut to face her past.", "مغنية تعود إلى بيروت لتواجه ماضيها.", "Une chanteuse revient à Beyrouth pour affronter son passé."),
];

export const comedyStories: readonly LocalizedText[] = [
  text("Neighbours who agree on nothing end up running a restaurant together.", "جيران لا يتفقون على شيء يديرون مطعماً معاً.", "Des voisins qui ne s'entendent sur rien tiennent ensemble un restaurant."),
  text("One wrong message turns a clerk's life upside down.", "رسالة خاطئة واحدة تقلب حياة موظف رأساً على عقب.", "Un seul message mal envoyé bouleverse la vie d'un employé."),
  text("A family holiday goes wrong from the first kilometre.", "عطلة عائلية تتعثر منذ الكيلومتر الأول.", "Des vacances en famille tournent mal dès le premier kilomètre."),
  text("Two rival chefs are forced to share one kitchen.", "طاهيان متنافسان مجبران على تقاسم مطبخ واحد.", "Deux chefs rivaux doivent partager la même cuisine."),
];
