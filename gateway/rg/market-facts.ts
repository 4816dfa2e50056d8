import { marketRules } from "./rg";

/**
 * Operator texts (announcements, notices, help answers, the user agreement) name the legal age as
 * `{{minAge}}`, never as a number: the gateway fills in the age of the market in force when it
 * serves them, so no text can state an age the registration form does not enforce (PAGCOR: 21).
 */
export const MIN_AGE_TOKEN = "{{minAge}}";

/** `text` with the market's facts filled in. */
export function fillMarketFacts(text: string, facts: { minAge: number }): string {
  return text.replaceAll(MIN_AGE_TOKEN, String(facts.minAge));
}

/**
 * `rows` with `{{minAge}}` filled in in their `content`. The market is read only when a row
 * names it, so most content calls cost no extra query.
 */
export async function withMarketFacts<T extends { content: string }>(db: D1Database, rows: T[]): Promise<T[]> {
  if (!rows.some((row) => row.content.includes(MIN_AGE_TOKEN))) return rows;
  const market = await marketRules(db);
  return rows.map((row) => ({ ...row, content: fillMarketFacts(row.content, market) }));
}
