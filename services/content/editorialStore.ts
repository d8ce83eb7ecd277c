import type Database from "better-sqlite3";
import { z } from "zod";
import { type LocalizedText, parseLocalizedText } from "../db/localizedText";

export interface StoredCarousel {
  id: string;
  title: LocalizedText;
  productIds: string[];
}

export interface StoredEditorialPage {
  id: string;
  title: LocalizedText;
  carousels: { id: string; title: LocalizedText }[];
}

const titledRowSchema = z.object({ id: z.string(), title: z.string() });
const productIdRowSchema = z.object({ product_id: z.string() });

export interface EditorialStore {
  carousel(id: string): StoredCarousel | undefined;
  page(id: string): StoredEditorialPage | undefined;
}

export function createEditorialStore(db: Database.Database): EditorialStore {
  const carouselById = db.prepare("SELECT id, title FROM carousels WHERE id = ?");
  const carouselItems = db.prepare("SELECT product_id FROM carousel_items WHERE carousel_id = ? ORDER BY position");
  const pageById = db.prepare("SELECT id, title FROM editorial_pages WHERE id = ?");
  const pageCarousels = db.prepare(`SELECT c.id, c.title FROM editorial_page_carousels l
    JOIN carousels c ON c.id = l.carousel_id WHERE l.page_id = ? ORDER BY l.position`);
  return {
    carousel(id) {
      const row: unknown = carouselById.get(id);
      if (row === undefined) return undefined;
      const carousel = titledRowSchema.parse(row);
      const productIds = carouselItems.all(id).map((item) => productIdRowSchema.parse(item).product_id);
      return { id: carousel.id, title: parseLocalizedText(carousel.title), productIds };
    },
    page(id) {
      const row: unknown = pageById.get(id);
      if (row === undefined) return undefined;
      const page = titledRowSchema.parse(row);
      const carousels = pageCarousels.all(id).map((item) => {
        const carousel = titledRowSchema.parse(item);
        return { id: carousel.id, title: parseLocalizedText(carousel.title) };
      });
      return { id: page.id, title: parseLocalizedText(page.title), carousels };
    },
  };
}
