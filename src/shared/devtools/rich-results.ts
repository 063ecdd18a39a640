/**
 * Google's rich results the structured-data validator checks items against, and the properties each one
 * requires and recommends (devtools README, "Structured data"). Shared by the server (the validator in
 * src/modules/devtools/domain/structured-data) and the browser (the JSON-LD builder), so both name the
 * same properties. Pure data: it imports nothing (.dependency-cruiser.cjs, browser-shared-code-imports-no-package).
 *
 * Source: Google Search Central's structured-data feature guides, one per entry (`documentation`), as
 * transcribed on RICH_RESULTS_CHECKED_ON. Left out on purpose, because they would warn on pages they do
 * not concern: Organization's business identifiers (duns, globalLocationNumber, iso6523Code, leiCode,
 * naics, taxID, vatID) and numberOfEmployees; LocalBusiness's department, and menu and servesCuisine
 * (food establishments only); Event's previousStartDate (rescheduled events only). Product is Google's
 * product snippet, not the merchant listing. Google changes these pages without versioning them; when
 * one changes, update its entry and the date, and the devtools README's table.
 */

export const RICH_RESULTS_CHECKED_ON = '2026-11-29';

export type RichResultType = 'Article' | 'Product' | 'FAQPage' | 'BreadcrumbList' | 'Organization' | 'LocalBusiness' | 'Event' | 'Recipe';

/** A property that must be present, or a choice of properties of which at least one must be. */
export type RichResultRequirement = string | { readonly oneOf: readonly string[] };

export interface RichResultShape {
  readonly required: readonly RichResultRequirement[];
  readonly recommended: readonly string[];
  /**
   * Rules for the values of a property (each typed value under it, e.g. every ListItem of a BreadcrumbList's
   * itemListElement). Checked only when the property is present; its own absence is the parent's rule.
   */
  readonly nested?: Readonly<Record<string, RichResultShape>>;
}

export interface RichResultDefinition extends RichResultShape {
  readonly type: RichResultType;
  /**
   * The schema.org types Google reads as this rich result. The server also checks every schema.org subtype
   * of these (a Restaurant is a LocalBusiness); when several definitions apply, the most specific type wins
   * (LocalBusiness before Organization).
   */
  readonly appliesTo: readonly string[];
  readonly documentation: string;
}

const RATING: RichResultShape = {
  required: ['ratingValue'],
  recommended: ['bestRating', 'worstRating'],
};

const AGGREGATE_RATING: RichResultShape = {
  required: [{ oneOf: ['ratingCount', 'reviewCount'] }, 'ratingValue'],
  recommended: ['bestRating', 'worstRating'],
};

const REVIEW: RichResultShape = {
  required: ['author', 'reviewRating'],
  recommended: ['datePublished'],
  nested: { reviewRating: RATING },
};

export const RICH_RESULTS: readonly RichResultDefinition[] = [
  {
    type: 'Article',
    appliesTo: ['Article', 'NewsArticle', 'BlogPosting'],
    documentation: 'https://developers.google.com/search/docs/appearance/structured-data/article',
    required: [],
    recommended: ['author', 'dateModified', 'datePublished', 'headline', 'image'],
    nested: { author: { required: ['name'], recommended: ['url'] } },
  },
  {
    type: 'Product',
    appliesTo: ['Product'],
    documentation: 'https://developers.google.com/search/docs/appearance/structured-data/product-snippet',
    required: ['name', { oneOf: ['review', 'aggregateRating', 'offers'] }],
    recommended: ['aggregateRating', 'offers', 'review'],
    nested: { aggregateRating: AGGREGATE_RATING, review: REVIEW },
  },
  {
    type: 'FAQPage',
    appliesTo: ['FAQPage'],
    documentation: 'https://developers.google.com/search/docs/appearance/structured-data/faqpage',
    required: ['mainEntity'],
    recommended: [],
    nested: {
      mainEntity: {
        required: ['name', 'acceptedAnswer'],
        recommended: [],
        nested: { acceptedAnswer: { required: ['text'], recommended: [] } },
      },
    },
  },
  {
    type: 'BreadcrumbList',
    appliesTo: ['BreadcrumbList'],
    documentation: 'https://developers.google.com/search/docs/appearance/structured-data/breadcrumb',
    required: ['itemListElement'],
    recommended: [],
    // Google requires `item` on every ListItem but the last (the current page); a per-item rule cannot
    // say "but the last", so it is recommended here.
    nested: { itemListElement: { required: ['name', 'position'], recommended: ['item'] } },
  },
  {
    type: 'Organization',
    appliesTo: ['Organization'],
    documentation: 'https://developers.google.com/search/docs/appearance/structured-data/organization',
    required: [],
    recommended: [
      'address', 'alternateName', 'contactPoint', 'description', 'email', 'foundingDate', 'legalName', 'logo', 'name',
      'sameAs', 'telephone', 'url',
    ],
  },
  {
    type: 'LocalBusiness',
    appliesTo: ['LocalBusiness'],
    documentation: 'https://developers.google.com/search/docs/appearance/structured-data/local-business',
    required: ['address', 'name'],
    recommended: ['aggregateRating', 'geo', 'openingHoursSpecification', 'priceRange', 'review', 'telephone', 'url'],
    nested: { aggregateRating: AGGREGATE_RATING, review: REVIEW, geo: { required: ['latitude', 'longitude'], recommended: [] } },
  },
  {
    type: 'Event',
    appliesTo: ['Event'],
    documentation: 'https://developers.google.com/search/docs/appearance/structured-data/event',
    required: ['location', 'name', 'startDate'],
    recommended: ['description', 'endDate', 'eventAttendanceMode', 'eventStatus', 'image', 'offers', 'organizer', 'performer'],
  },
  {
    type: 'Recipe',
    appliesTo: ['Recipe'],
    documentation: 'https://developers.google.com/search/docs/appearance/structured-data/recipe',
    required: ['image', 'name'],
    recommended: [
      'aggregateRating', 'author', 'cookTime', 'datePublished', 'description', 'keywords', 'nutrition', 'prepTime',
      'recipeCategory', 'recipeCuisine', 'recipeIngredient', 'recipeInstructions', 'recipeYield', 'totalTime', 'video',
    ],
    nested: { aggregateRating: AGGREGATE_RATING, review: REVIEW, nutrition: { required: [], recommended: ['calories'] } },
  },
];
