/**
 * The help page's questions and answers (`faqs.json`): eight topics about using this product, in
 * its own words. Answers write an apostrophe as [QUOTE] and a line break as [LINEFEED], as the
 * scheme's documents do; the client converts them on display and never renders them as HTML.
 * Seeded under its own marker, replacing an older `faqs.json`, so existing data sets gain it too.
 */
import type { Kysely } from 'kysely'
import { CARD_PREFIX } from '../../../shared/constants/limits.ts'
import type { FaqTopic } from '../../../shared/contract/help.ts'
import type { Database } from '../db/schema.ts'

export const HELP_CONTENT_SEED = 'help-v1'

const json = 'application/json; charset=utf-8'

export const helpTopics = (scheme: string): FaqTopic[] => [
  {
    title: 'Collecting points',
    questions: [
      {
        question: 'How do I collect points?',
        answer: `Show your ${scheme} card or digital card when you pay.[LINEFEED]Online, sign in with your card number at checkout.`,
      },
      {
        question: 'My points haven[QUOTE]t arrived. What should I do?',
        answer:
          'Points can take up to 48 hours to appear.[LINEFEED]If they still haven[QUOTE]t, contact us with your receipt.',
      },
      {
        question: 'Where can I collect points?',
        answer: `At the supermarket, at the fuel retailer[QUOTE]s forecourts and with more than 500 partner brands, in store and online.[LINEFEED]Brands lists every partner and how many points each gives.`,
      },
      {
        question: 'How many points do I get when I shop?',
        answer:
          'It depends on the partner: most give 1 point for every £1 you spend, some give more.[LINEFEED]Each brand page shows its collect rate, and offers you load can multiply it.',
      },
      {
        question: 'Can I collect points without my card?',
        answer:
          'Yes. Your digital card on the home page works at the till just like the plastic one, and online you only need your card number.',
      },
      {
        question: 'I forgot to scan my card. Can I still get my points?',
        answer:
          'Keep your receipt and contact us within 30 days of your shop.[LINEFEED]We[QUOTE]ll need the date, the store and the amount you spent.',
      },
      {
        question: 'Do points expire?',
        answer:
          'Points stay in your account as long as you use it. If you don[QUOTE]t collect or spend any points for 12 months, we may close the account.',
      },
      {
        question: 'Can two people collect on one card?',
        answer:
          'Each card belongs to one person. Everyone in your household can register a card of their own and collect their own points.',
      },
    ],
  },
  {
    title: 'Spending points',
    questions: [
      {
        question: 'How many points do I need?',
        answer: 'You can spend points from 500 points, worth £2.50.',
      },
      {
        question: 'Can I spend points online?',
        answer: 'Yes, at any partner[QUOTE]s website that shows the spend badge.',
      },
      {
        question: 'How do I spend points at the supermarket?',
        answer:
          'Scan your card at the till and tell the cashier you[QUOTE]d like to spend points, or choose it on the self-checkout screen.[LINEFEED]You spend in steps of 500 points.',
      },
      {
        question: 'How do I swap points for a voucher?',
        answer:
          'Go to Brands, choose a partner you can spend with and pick a reward.[LINEFEED]We take the points and the voucher appears in Vouchers straight away.',
      },
      {
        question: 'I pressed confirm twice. Have I spent my points twice?',
        answer:
          'No. A reward is confirmed once, however many times the button is pressed or from however many tabs.',
      },
      {
        question: 'Why can[QUOTE]t I spend my points right now?',
        answer:
          'Spending may be locked while we check your account for your safety. Your points are safe: call our Careline and we[QUOTE]ll help.',
      },
      {
        question: 'Can I get my points back after I[QUOTE]ve spent them?',
        answer:
          'Points spent at a till are returned if the shop refunds the purchase. Vouchers you haven[QUOTE]t used can be returned within 14 days.',
      },
      {
        question: 'What are my points worth?',
        answer: 'Every 100 points are worth 50p when you spend them.',
      },
    ],
  },
  {
    title: 'Your digital card',
    questions: [
      {
        question: 'Where is my digital card?',
        answer:
          'Sign in: your digital card with its barcode is on the home page.[LINEFEED]Press Scan to show a bigger barcode at the till.',
      },
      {
        question: 'The till can[QUOTE]t scan my barcode',
        answer:
          'Press Scan for a bigger barcode and set your screen brightness to 80% or higher.[LINEFEED]If it still won[QUOTE]t scan, the cashier can type in your card number.',
      },
      {
        question: 'Where can I use my digital card?',
        answer:
          'For now, at the supermarket and the fuel retailer. At other partners, show your plastic card or give your card number.',
      },
      {
        question: 'Can I show my card without a signal?',
        answer:
          'Yes. Once you[QUOTE]ve opened the home page on your phone, your barcode shows even with no signal.[LINEFEED]Logging out removes it from the phone.',
      },
      {
        question: 'What is my card number?',
        answer: `The long number under your barcode. Every ${scheme} card number starts with ${CARD_PREFIX}.`,
      },
      {
        question: 'Can I add the card to my phone[QUOTE]s home screen?',
        answer:
          'Yes. Open the home page in your phone[QUOTE]s browser and choose Add to Home Screen: the card opens like an app.',
      },
      {
        question: 'Does the digital card replace my plastic card?',
        answer: 'They work side by side: both have the same number and collect into the same account.',
      },
      {
        question: 'I have a temporary card. Does it work at the till?',
        answer:
          'Yes, for 30 days. Register it as a full account before then to keep your points and get every offer.',
      },
    ],
  },
  {
    title: 'Offers',
    questions: [
      {
        question: 'How do offers work?',
        answer:
          'Load an offer, then shop as usual with your card: the extra points arrive with your usual points.[LINEFEED]You don[QUOTE]t need to show a coupon.',
      },
      {
        question: 'Where are my new offers?',
        answer:
          'New Offers shows the offers you haven[QUOTE]t loaded yet. Supermarket offers and Partner offers list each kind on its own.',
      },
      {
        question: 'What does Load all do?',
        answer: 'It loads every supermarket offer on the page at once, so you don[QUOTE]t miss any.',
      },
      {
        question: 'What does pinning an offer do?',
        answer: 'A pinned offer stays at the top of your saved offers, so you can find it quickly.',
      },
      {
        question: 'I hid an offer by mistake',
        answer:
          'Press Undo in the notice that appears. If the notice has gone, the offer comes back the next time offers are refreshed.',
      },
      {
        question: 'Why is an offer locked?',
        answer:
          'Some offers are chosen for you and stay loaded until they end. A locked offer can[QUOTE]t be hidden or unloaded.',
      },
      {
        question: 'Where are the offers I[QUOTE]ve saved?',
        answer:
          'In Saved offers. Filter them by supermarket or partner and sort them by when you saved them or when they end.',
      },
      {
        question: 'Why didn[QUOTE]t I get the points from an offer?',
        answer:
          'Check that you loaded the offer before you shopped and that your shop met its terms.[LINEFEED]Offer points can take up to 28 days to arrive.',
      },
    ],
  },
  {
    title: 'Vouchers',
    questions: [
      {
        question: 'Where are my vouchers?',
        answer:
          'In Vouchers, once you[QUOTE]re signed in. Each voucher shows its code, barcode and expiry date.',
      },
      {
        question: 'How do I use a voucher online?',
        answer:
          'Open the voucher, copy its code and choose Go to the partner[QUOTE]s website. Enter the code at checkout.',
      },
      {
        question: 'How do I use a voucher in store?',
        answer: 'Open the voucher and show its barcode at the till along with your card.',
      },
      {
        question: 'My voucher has expired',
        answer:
          'Expired vouchers can[QUOTE]t be used or exchanged. Check expiry dates in Vouchers and use them in time.',
      },
      {
        question: 'What is a compensation voucher?',
        answer:
          'If a price promise isn[QUOTE]t kept, we send a voucher within 7 days. It can be used once, within 6 months.',
      },
      {
        question: 'Why are you asking if I used my voucher?',
        answer: 'Your answer keeps your voucher list tidy: used vouchers move out of your way.',
      },
      {
        question: 'Can I give a voucher to someone else?',
        answer: 'Most vouchers can be used by anyone who has the code, so keep your codes to yourself.',
      },
      {
        question: 'I saved a voucher offer. What now?',
        answer:
          'Remember to scan your card and the voucher[QUOTE]s barcode at the till: the discount comes off your shop.',
      },
    ],
  },
  {
    title: 'Your account',
    questions: [
      {
        question: 'I forgot my password',
        answer:
          'Choose [QUOTE]Forgotten password[QUOTE] on the sign-in page and we[QUOTE]ll e-mail you a link.',
      },
      {
        question: 'How do I change my e-mail address?',
        answer: 'Go to Account, then Personal details, then E-mail.',
      },
      {
        question: 'How do I change my address or phone number?',
        answer:
          'Go to Account, then Personal details. A new mobile number is confirmed with a code we send to it.',
      },
      {
        question: 'How do I stop marketing e-mails?',
        answer:
          'Go to Account, then Preferences, and switch off what you don[QUOTE]t want. Every e-mail also has an unsubscribe link.',
      },
      {
        question: 'How do I link a partner account?',
        answer:
          'Go to Account, then Linked accounts, and choose the partner. You can link up to 4 partner accounts.',
      },
      {
        question: 'How do I close my account?',
        answer:
          'Go to Account, then Close account. Spend your points first: they can[QUOTE]t be used once the account is closed.',
      },
      {
        question: 'Can I change my name?',
        answer: 'Yes, in Account, then Personal details. Your card number stays the same.',
      },
      {
        question: 'How do I change my cookie choices?',
        answer:
          'Choose Cookie settings on the home page or at the foot of any page. Marketing cookies stay off until you switch them on.',
      },
    ],
  },
  {
    title: 'Signing in and security',
    questions: [
      {
        question: 'How do I sign in?',
        answer: 'Choose Log in and enter your card number or e-mail address, then your password.',
      },
      {
        question: 'Why am I asked for a code when I sign in?',
        answer:
          'Two-step verification keeps your points safe. We send a code to your mobile; enter it to finish signing in.',
      },
      {
        question: 'What does Remember me do?',
        answer:
          'It keeps you signed in on this device for longer. Don[QUOTE]t use it on a shared or public computer.',
      },
      {
        question: 'Why was I signed out?',
        answer:
          'For your safety we sign you out after a while without activity, and on every device when you change your password.',
      },
      {
        question: 'My account is locked',
        answer:
          'After several wrong passwords we lock sign-in for a short time. Wait a few minutes, or reset your password.',
      },
      {
        question: 'I got an e-mail asking for my password',
        answer: `We never ask for your password by e-mail, text or phone. Don[QUOTE]t reply: delete it and tell us.`,
      },
      {
        question: 'What makes a good password?',
        answer: `At least 9 characters, with an upper case letter, a lower case letter, a number and a symbol, and no spaces. Leave out your name and e-mail address, and use it only for your ${scheme} account.`,
      },
      {
        question: 'Why do I have to prove I[QUOTE]m not a robot?',
        answer:
          'The check stops programs guessing card numbers and passwords. It runs in your browser and takes a second.',
      },
    ],
  },
  {
    title: 'Your card',
    questions: [
      {
        question: 'I[QUOTE]ve lost my card',
        answer:
          'Your points are safe.[LINEFEED]Order a replacement from your account; the old card stops working.',
      },
      {
        question: 'I don[QUOTE]t have my card with me',
        answer:
          'Use your digital card, or choose Show card number from the help on the home page to see your number.',
      },
      {
        question: 'How long does a replacement card take?',
        answer:
          'Up to 10 working days. Your digital card works in the meantime, and your points move to the new card.',
      },
      {
        question: 'I have a card but no account',
        answer:
          'Choose Register and enter the card number from the back of your card: your points come with it.',
      },
      {
        question: 'My card was stolen. Could someone spend my points?',
        answer:
          'Replace the card now: the old one stops working at once, and spending needs your password online.',
      },
      {
        question: 'Can I have more than one card?',
        answer:
          'One account per person. If you have two cards, call the Careline to move your points to one.',
      },
      {
        question: 'My card is damaged and won[QUOTE]t scan',
        answer: 'Order a replacement from your account, and use your digital card until it arrives.',
      },
      {
        question: 'How do I register a temporary card?',
        answer:
          'Open the link in the e-mail we sent with your temporary card, or choose Register and enter its number.',
      },
    ],
  },
]

/** Adds or replaces `faqs.json`; returns true when it seeded, false when this version was there. */
export async function seedHelpContent(db: Kysely<Database>, scheme: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('seed_runs')
      .values({ name: HELP_CONTENT_SEED })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .returning('name')
      .executeTakeFirst()
    if (!claimed) return false
    const body = JSON.stringify(helpTopics(scheme))
    await trx
      .insertInto('documents')
      .values({ name: 'faqs.json', content_type: json, body })
      .onConflict((conflict) => conflict.column('name').doUpdateSet({ content_type: json, body }))
      .execute()
    return true
  })
}
