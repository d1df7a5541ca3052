/**
 * After a refused submit, the focus goes to the first field marked invalid: the browser scrolls
 * to it and a screen reader reads its message, instead of the focus staying on the button.
 * Called once React has drawn the errors (the next frame).
 */
export function focusFirstInvalidField(form: HTMLFormElement) {
  requestAnimationFrame(() => {
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
