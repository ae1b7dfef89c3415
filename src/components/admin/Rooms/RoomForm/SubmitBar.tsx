import { buttonClass } from '@/components/ui/styles'

import type { Phase } from './roomValues'
import type { UploadStep } from './useImageUploads'

type Props = { mode: 'create' | 'update'; phase: Phase; uploadStep: UploadStep | null }

function buttonText({ mode, phase, uploadStep }: Props): string {
  if (phase !== 'submitting') return mode === 'create' ? 'Create Room' : 'Update Room'
  if (uploadStep) return `Uploading ${uploadStep.current}/${uploadStep.total}...`
  return mode === 'create' ? 'Creating...' : 'Saving...'
}

/** The submit button with the upload progress ("current/total"); it sticks to the bottom on phones. */
export function SubmitBar(props: Props) {
  const { phase, uploadStep } = props
  return (
    <div className="sticky bottom-0 -mx-3 flex flex-col gap-2 border-t border-stone-200 bg-stone-100/95 px-3 py-3 sm:static sm:mx-0 sm:flex-row sm:items-center sm:justify-end sm:border-0 sm:bg-transparent sm:px-0">
      <p aria-live="polite" className="text-sm text-stone-700 sm:mr-auto">
        {uploadStep && `Uploading image ${uploadStep.current}/${uploadStep.total}`}
      </p>
      <button type="submit" disabled={phase !== 'idle'} className={buttonClass.primary}>
        {buttonText(props)}
      </button>
    </div>
  )
}
