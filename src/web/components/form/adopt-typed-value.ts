/**
 * Nothing typed before the app is live is changed (issue #22 item 4, issue #31 item 2,
 * docs/decisions/032). A server-rendered page's fields are plain HTML until the visitor first
 * uses the page (decision 031); what they type meanwhile is in the field, not in the app's
 * state. React keeps a field's value as it hydrates it (its tracker starts from what the field
 * holds), but the state still has the server's value: the next render of the field would write
 * that back over the typing, and a submit would send it. So each kit field, when React first
 * attaches it, hands what the field holds to its form if it differs from what the form shows.
 * Nothing is written into the field: its value and caret stay exactly as the visitor left them.
 *
 * Only fields a visitor types into or picks in natively count: not check boxes or radio buttons
 * (their clicks are held back and replayed by boot.js), not read-only inputs or comboboxes (a
 * select drawn as an input shows a label, not its value).
 */
const typedByVisitor =
  'input:not([type=checkbox],[type=radio],[type=file],[type=hidden],[type=submit],[type=button],[type=reset],[type=image],[readonly],[disabled],[aria-haspopup]),textarea:not([readonly],[disabled]),select:not([disabled])';
const attached = new WeakSet<Element>();

/**
 * A ref callback for a field the form shows as `shown`: the first time an element is attached,
 * `adopt` gets the element's value when the visitor changed it before the app took over.
 */
export function adoptTypedValue(shown: string, adopt: (value: string) => void) {
  return (el: Element | null) => {
    if (!el || attached.has(el)) return;
    attached.add(el);
    const { value } = el as HTMLInputElement;
    if (el.matches(typedByVisitor) && value !== shown) adopt(value);
  };
}

/** Several refs as one (a form library's focus ref and the kit's own). */
export function mergeRefs<T>(...refs: ((el: T | null) => void)[]) {
  return (el: T | null) => {
    for (const ref of refs) ref(el);
  };
}
