/**
 * An answer a gateway handler has already serialized (the live board's lists), with the tag of its
 * content. The door wraps it in the envelope without serializing it again, and answers 304 with no
 * body when the request's If-None-Match names the same tag (issue 20 §1).
 */
export class PreSerialized {
  readonly json: string;
  readonly etag: string;
  constructor(json: string, etag: string) {
    this.json = json;
    this.etag = etag;
  }
}
