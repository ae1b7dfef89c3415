import '@testing-library/jest-dom/jest-globals'

// jsdom has no modal <dialog>: opening one here only marks it open, which is all the kit's Dialog
// needs to render its content (focus trapping is the browser's, tested end to end).
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false
  }
}
