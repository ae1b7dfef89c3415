'use client'

import { FieldDescription, FieldError, FieldLabel, useField } from '@payloadcms/ui'
import type { SelectFieldClientComponent } from 'payload'
import type { CSSProperties } from 'react'

import { ICON_SHAPES } from '@/components/ui/Icon/shapes'
import { ICON_NAMES, type IconName } from '@/lib/icons'

/**
 * The site's `.icon` look, which /cms does not load: outlined, in the text colour. The shapes are
 * drawn here, since /cms has no `IconSymbols` for icons to point at.
 */
const ICON_STYLE: CSSProperties = {
  width: 28,
  height: 28,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.75,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
}

const readable = (name: string) => name.replace(/-/g, ' ')

/**
 * The icon field in /cms as the pictures themselves, drawn from the site's own icon set: an
 * editor chooses what they see on the site instead of a raw name such as "room-service".
 */
export const IconPicker: SelectFieldClientComponent = ({ path, field }) => {
  const { value, setValue, showError, errorMessage } = useField<string>({ path })
  const fieldPath = path ?? field.name
  const labelId = `icon-picker-${fieldPath.replace(/\W/g, '-')}`
  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <span id={labelId}>
        <FieldLabel label={field.label ?? 'Icon'} required={field.required} as="span" />
      </span>
      <FieldError path={fieldPath} showError={showError} message={errorMessage} />
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(84px, 1fr))',
          gap: 8,
          marginTop: 6,
        }}
      >
        {ICON_NAMES.map((name: IconName) => {
          const selected = value === name
          return (
            <button
              key={name}
              type="button"
              role="radio"
              aria-checked={selected}
              onClick={() => setValue(name)}
              style={{
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                gap: 4,
                padding: '10px 4px',
                borderRadius: 6,
                cursor: 'pointer',
                font: 'inherit',
                fontSize: 12,
                color: 'var(--theme-text)',
                background: selected ? 'var(--theme-elevation-100)' : 'var(--theme-elevation-0)',
                border: selected
                  ? '2px solid var(--theme-success-500)'
                  : '1px solid var(--theme-elevation-150)',
              }}
            >
              <svg viewBox="0 0 24 24" style={ICON_STYLE} aria-hidden>
                <path d={ICON_SHAPES[name]} />
              </svg>
              {readable(name)}
            </button>
          )
        })}
      </div>
      <FieldDescription path={fieldPath} description="The picture shown on the card." />
    </div>
  )
}
