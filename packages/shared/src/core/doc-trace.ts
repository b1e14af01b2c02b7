import { DOC_NO_QUERY, docType, RECORD_DETAIL_ROUTES, type RecordType } from './doc-types.js';

/**
 * The trace of a document (`GET /merchant/document/trace?type=&id=`, decision 0018): the documents it
 * was made from (upstream) and the ones made from it (downstream), transitively, each once. A document
 * the caller may not view is a masked placeholder: its type only (no id, no number), so the chain stays
 * readable without telling what it is.
 */
export interface TraceNode {
  /** `type:id`, or `hidden:n` for a masked node. */
  Key: string;
  Type: string;
  Id: number | null;
  No: string;
  /**
   * The document's status code as its own screens code it (label: core/doc-status.ts): its row's current
   * status, else the latest status in its history; null if neither has one.
   */
  Status: string | null;
  CreatedAt: string | null;
  Direction: 'start' | 'upstream' | 'downstream';
  /** Steps from the start document. */
  Depth: number;
  Masked: boolean;
}

/** `From` was made into `To` (`Lines` line links, `Quantity` their summed quantity). */
export interface TraceLink {
  From: string;
  To: string;
  Lines: number;
  Quantity: string | null;
}

export interface TraceView {
  Start: string;
  Nodes: TraceNode[];
  Links: TraceLink[];
  /** More documents are linked than the trace returns. */
  Truncated: boolean;
}

/**
 * Where a trace node opens: its type's detail screen by id where there is one (DOC_TYPES `detailRoute`,
 * RECORD_DETAIL_ROUTES), else the screen a notification of its number opens (`?OrderNo=`); undefined for
 * a masked node or a type with neither.
 */
export function traceNodeRoute(node: Pick<TraceNode, 'Type' | 'Id' | 'No' | 'Masked'>): string | undefined {
  if (node.Masked || node.Id == null) return undefined;
  const def = docType(node.Type);
  if (!def) {
    const record = RECORD_DETAIL_ROUTES[node.Type as RecordType];
    return record ? `${record}?id=${node.Id}` : undefined;
  }
  if (def.detailRoute) return `${def.detailRoute}?id=${node.Id}`;
  return `${def.route}?${DOC_NO_QUERY}=${encodeURIComponent(node.No)}`;
}
