/**
 * Cheap checks of a text value against schema.org's data types (schema.org/DataType): ISO 8601 dates,
 * times and date-times, numbers with a full stop as decimal point, True/False, and URLs. Only what is
 * plainly wrong is flagged: a relative URL is a URL (it resolves against the page).
 */
const DATE = /^-?\d{4}(-\d{2}(-\d{2})?)?$/;
const TIME = /^\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;
const DATE_TIME = /^-?\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const INTEGER = /^[+-]?\d+$/;
const BOOLEAN = /^(https?:\/\/schema\.org\/)?(True|False|true|false)$/;

export function textMatches(dataType: string, text: string): boolean {
  const value = text.trim();
  switch (dataType) {
    case 'Text': case 'CssSelectorType': case 'XPathType': case 'PronounceableText':
      return true;
    case 'URL':
      return looksLikeUrl(value);
    case 'Date':
      return DATE.test(value);
    case 'DateTime':
      return DATE_TIME.test(value);
    case 'Time':
      return TIME.test(value);
    case 'Number': case 'Float':
      return NUMBER.test(value);
    case 'Integer':
      return INTEGER.test(value);
    case 'Boolean':
      return BOOLEAN.test(value);
    default:
      return false;
  }
}

export function looksLikeUrl(value: string): boolean {
  if (value === '' || /\s/.test(value)) return false;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) {
    try {
      new URL(value);
      return true;
    } catch {
      return false;
    }
  }
  // Relative references resolve against the page; a bare host name (`www.example.com`) does not.
  return /^(\/|\.|#|\?)/.test(value);
}
