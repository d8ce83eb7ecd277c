import type Database from "better-sqlite3";
import type { Catalogue } from "./buildCatalogue";
import type { SeedCarousel, SeedEditorialPage } from "./buildEditorial";
import { ageRatingOf } from "./ageRatings";
import { genres } from "./genres";
import { rankTitles } from "./rankTitles";
import type { SeedPerson } from "./seedProduct";

function personsJson(persons: readonly SeedPerson[]): string {
  return JSON.stringify(
    persons.map((person) => ({
      ar: `${person.first.ar} ${person.family.ar}`,
      latin: `${person.first.latin} ${person.family.latin}`,
    })),
  );
}

/** Writes genres, products, their genre links and seasons. Call inside a transaction. */
export function insertCatalogue(db: Database.Database, catalogue: Catalogue): void {
  const insertGenre = db.prepare("INSERT INTO genres (id, title, position) VALUES (?, ?, ?)");
  genres.forEach((genre, index) => insertGenre.run(genre.id, JSON.stringify(genre.title), index));
  const ranks = rankTitles(catalogue.products);
  const insertProduct = db.prepare(`INSERT INTO products (id, product_type, show_type, title, description,
    release_date, duration, genres, persons, plus, stream_state, popularity_month, trending_week, season_id, show_id,
    episode_number, event_type, image_name, sort_ar, sort_en, sort_fr, age_rating)
    VALUES (@id, @productType, @showType, @title, @description, @releaseDate, @duration, @genres, @persons, @plus,
    @streamState, @popularityMonth, @trendingWeek, @seasonId, @showId, @episodeNumber, @eventType, @imageName,
    @sortAr, @sortEn, @sortFr, @ageRating)`);
  const insertGenreLink = db.prepare("INSERT INTO product_genres (product_id, genre_id, position) VALUES (?, ?, ?)");
  for (const product of catalogue.products) {
    const rank = ranks.get(product.id) ?? { ar: 0, en: 0, fr: 0 };
    insertProduct.run({
      id: product.id,
      productType: product.productType,
      showType: product.showType ?? null,
      title: JSON.stringify(product.title),
      description: JSON.stringify(product.description),
      releaseDate: product.releaseDate,
      duration: product.durationSeconds ?? null,
      genres: JSON.stringify(product.genres),
      persons: personsJson(product.persons),
      plus: product.plus ? 1 : 0,
      streamState: product.streamState,
      popularityMonth: product.popularityMonth,
      trendingWeek: product.trendingWeek,
      seasonId: product.seasonId ?? null,
      showId: product.showId ?? null,
      episodeNumber: product.episodeNumber ?? null,
      eventType: product.eventType ?? null,
      ageRating: ageRatingOf(product),
      imageName: product.imageName,
      sortAr: rank.ar,
      sortEn: rank.en,
      sortFr: rank.fr,
    });
    product.genres.forEach((genre, index) => insertGenreLink.run(product.id, genre, index));
  }
  const insertSeason = db.prepare("INSERT INTO seasons (id, show_id, season_number) VALUES (?, ?, ?)");
  for (const season of catalogue.seasons) insertSeason.run(season.id, season.showId, season.seasonNumber);
}

/** Writes carousels with their ordered products, and editorial pages with their ordered carousels. */
export function insertEditorial(
  db: Database.Database,
  carousels: readonly SeedCarousel[],
  pages: readonly SeedEditorialPage[],
): void {
  const insertCarousel = db.prepare("INSERT INTO carousels (id, title) VALUES (?, ?)");
  const insertItem = db.prepare("INSERT INTO carousel_items (carousel_id, position, product_id) VALUES (?, ?, ?)");
  for (const carousel of carousels) {
    insertCarousel.run(carousel.id, JSON.stringify(carousel.title));
    carousel.productIds.forEach((productId, index) => insertItem.run(carousel.id, index, productId));
  }
  const insertPage = db.prepare("INSERT INTO editorial_pages (id, title) VALUES (?, ?)");
  const insertLink = db.prepare("INSERT INTO editorial_page_carousels (page_id, position, carousel_id) VALUES (?, ?, ?)");
  for (const page of pages) {
    insertPage.run(page.id, JSON.stringify(page.title));
    page.carouselIds.forEach((carouselId, index) => insertLink.run(page.id, index, carouselId));
  }
}
