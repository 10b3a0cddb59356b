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
 *
 * And only what the visitor changed: a field's value differs from its markup's (`defaultValue`,
 * the `value` attribute the server wrote) only when someone typed into it. A field React draws
 * in the browser has its attribute synced to its value, so it is never adopted, even where the
 * input shows the value formatted (a date shown as 24-11-2026 for 2026-11-24, a sum with its
 * Indian grouping): adopting that text would corrupt the value and leave the form dirty, which
 * is how a saved award form once refused to leave for its preview (the e2e award journey).
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
    if (el.matches(typedByVisitor) && changedByVisitor(el) && value !== shown) adopt(value);
  };
}

/** Whether the field's value is no longer what its markup said (someone typed or picked). */
function changedByVisitor(el: Element) {
  if (el instanceof HTMLSelectElement) return [...el.options].some((o) => o.selected !== o.defaultSelected);
  const field = el as HTMLInputElement | HTMLTextAreaElement;
  return field.value !== field.defaultValue;
}

/** Several refs as one (a form library's focus ref and the kit's own). */
export function mergeRefs<T>(...refs: ((el: T | null) => void)[]) {
  return (el: T | null) => {
    for (const ref of refs) ref(el);
  };
}
