type LeadCandidate = { featured: boolean; memberStory: boolean };

/**
 * The article the journal opens with: the editors' newest featured article, else their newest.
 * A member's story, however new, never takes the editors' place; it leads only a journal of stories.
 */
export function leadArticle<T extends LeadCandidate>(articles: readonly T[]): T | undefined {
  return articles.find((a) => a.featured && !a.memberStory) ?? articles.find((a) => !a.memberStory) ?? articles[0];
}
