/**
 * What a review queue shows to decide from (#20 item 9), filled by each document type's Reviewable
 * (`summarize`, `lines`) on the server and rendered by the kit's review queue in the reader's language.
 * Labels and reasons are translation keys (`resources.review.*`, …) with parameters, never text.
 */

/** A translated text: key + parameters (rendered with i18next / `translate`). */
export interface ReviewText {
  Key: string;
  Params?: Record<string, string | number>;
}

/** One fact of a summary: `Label: Value`, or `Label: From → Value` for a change. */
export interface ReviewFact {
  /** Translation key of the label. */
  Label: string;
  Value: string | null;
  /** The value before the change (old → new). */
  From?: string | null;
  /** How the values render: plain text (default), money (with `Currency`), a translation key. */
  Kind?: 'text' | 'money' | 'key';
  Currency?: string | null;
}

export interface ReviewSummary {
  /** Who the document is about (customer / supplier name, with its code). */
  Who?: string | null;
  /** The salesperson / owner / applicant concerned. */
  Owner?: string | null;
  /** The amount to decide on and its currency (shown in the queue's amount column). */
  Amount?: string | null;
  Currency?: string | null;
  Facts?: ReviewFact[];
  /** Why it needs review, e.g. "below suggested price by 6.7 %". */
  Reason?: ReviewText | null;
}

/** The document's lines in the expanded queue row (GET /merchant/review/:type/lines?DocId=). */
export interface ReviewLines {
  /** `key`: the cell is a translation key (a purpose, a status…), rendered in the reader's language. */
  Columns: { Name: string; Label: string; Kind?: 'text' | 'number' | 'money' | 'date' | 'key' }[];
  Records: Record<string, string | number | null>[];
}
