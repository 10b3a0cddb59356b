/** Shapes of the static-pages catalogue (i18n/{en,as}/static-pages.json). */
export interface ContentSection {
  heading: string;
  paragraphs?: string[];
  list?: string[];
}

export interface ContentPage {
  lead: string;
  sections: ContentSection[];
}

export interface FaqContent {
  lead: string;
  groups: { heading: string; items: { q: string; a: string }[] }[];
}

export interface RelatedLinksContent {
  lead: string;
  links: { label: string; url: string; description: string }[];
}
