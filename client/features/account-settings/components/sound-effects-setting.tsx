/** /account/sound-effects: whether the app plays sound effects, kept with the account. */
import { Checkbox } from '../../../components/ui/choice-group.tsx'
import { useSaveSoundEffects, useSoundEffects } from '../api/sound-effects.ts'
import { PreferenceForm } from './preference-form.tsx'

export function SoundEffectsSetting() {
  const query = useSoundEffects()
  const save = useSaveSoundEffects()
  return (
    <>
      <p>Sound effects play when you save offers and collect points in the app.</p>
      <PreferenceForm
        query={query}
        saving={save.isPending}
        onSave={(value) => save.mutate(value)}
        legend="Sound effects"
      >
        {(value, change) => (
          <Checkbox
            toggle
            label="Play sound effects"
            checked={value.enabled}
            onChange={(enabled) => change({ enabled })}
          />
        )}
      </PreferenceForm>
    </>
  )
}
