/**
 * A replacement after the code was redeemed: the old card is blocked and its balance moves to a
 * new card (one transaction in the repository), then the collector is told the new number and by
 * when the plastic card arrives, by e-mail, or by SMS when there is no address.
 */
import type { Kysely } from 'kysely'
import type { Outbox } from '../outbox/outbox.ts'
import { createCardSelfServiceRepository } from './repository.ts'
import type { CardReplacementsTable, CardSelfServiceTables } from './schema.ts'

/** Cards go by second-class post: a week, weekends included. */
const CARD_DELIVERY_DAYS = 7

export type ReplacementType = CardReplacementsTable['replacement_type']

const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10)
const ukDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })

export async function replaceCard(
  db: Kysely<CardSelfServiceTables>,
  outbox: Pick<Outbox, 'send'>,
  collectorId: string,
  replacementType: ReplacementType,
  {
    schemeName,
    now = Date.now,
    cardType = 'CARD',
  }: { schemeName: string; now?: () => number; cardType?: 'CARD' | 'KEYTAG' },
) {
  const repository = createCardSelfServiceRepository(db)
  const expectedArrival = isoDate(now() + CARD_DELIVERY_DAYS * 86_400_000)
  const { newCardNumber, points } = await repository.replaceCard(collectorId, {
    replacement_type: replacementType,
    expected_arrival: expectedArrival,
    card_type: cardType,
  })
  const contact = await db
    .selectFrom('collectors')
    .select(['email', 'phone_number', 'country_code'])
    .where('id', '=', collectorId)
    .executeTakeFirstOrThrow()
  const thing = cardType === 'KEYTAG' ? 'key tag' : 'card'
  const text =
    `Your new ${schemeName} ${thing} is on its way and should arrive by ${ukDate(expectedArrival)}. ` +
    `Your old card is blocked and your ${points.toLocaleString('en-GB')} points are on your new ${thing}, ` +
    'which you can use in the app straight away.'
  if (contact.email)
    await outbox.send({
      channel: 'email',
      to: contact.email,
      subject: `Your new ${schemeName} ${thing}`,
      text,
    })
  else if (contact.phone_number)
    await outbox.send({ channel: 'sms', to: `${contact.country_code ?? ''}${contact.phone_number}`, text })
  return { cardNumber: newCardNumber, replacementType, cardType, expectedArrival }
}
