/** One part of an item's Medicare coverage guidelines: a heading, then short paragraphs and/or bullets. */
export interface GuidelineSection {
  readonly heading: string;
  readonly paragraphs?: readonly string[];
  readonly bullets?: readonly string[];
}

/** What the "View Medicare Coverage Guidelines" dialog of one letter page shows (docs/product.md §2). */
export interface CoverageGuidelines {
  /** The line under the dialog title (the bed, commode and walker dialogs have one; the wheelchair's not). */
  readonly description?: string;
  readonly sections: readonly GuidelineSection[];
  /** Where the guidance comes from, and a reminder to check the current policy. */
  readonly source: string;
}
