/**
 * The static public pages by their route-table screen name. The partner-exit page takes its
 * partner from the route's title; the legal pages live in legal-pages.ts.
 */
import { heading, link, links, list, type PageContent, paragraph, steps } from './content-types.ts'

const LEGAL = '/about/privacy-and-legal'

export const STATIC_PAGES: ReadonlyMap<string, PageContent> = new Map<string, PageContent>([
  [
    'travel',
    {
      title: 'Travel with {scheme}',
      blocks: [
        paragraph('Turn the points from your weekly shop and your fuel into flights, hotels and days out.'),
        heading('Ways to travel with points'),
        list(
          'Swap points for Avios with British Airways and book flights.',
          'Collect points on hotel stays booked through our travel partners.',
          'Spend points on days out and attractions across the UK.',
        ),
        heading('Collect while you travel'),
        paragraph('Fill up at Esso on the way and scan your card to collect points on fuel.'),
        links(
          'Find out more',
          link('/partners', 'See our partners'),
          link('/spend', 'Ways to spend your points'),
        ),
      ],
    },
  ],
  [
    'open-app',
    {
      title: 'Open the {scheme} app',
      blocks: [
        paragraph('This link is meant for the {scheme} app on your phone.'),
        steps(
          'If you have the app, open this link on your phone and it opens in the app.',
          "If you don't have the app yet, get it from the App Store or Google Play.",
          'Or carry on here: everything you need is on the website too.',
        ),
        links('Carry on', link('/nectar-app', 'About the app'), link('/welcome', 'Go to the welcome page')),
      ],
    },
  ],
  [
    'app',
    {
      title: 'Get the {scheme} app',
      blocks: [
        paragraph('Your card, your offers and your points, in your pocket.'),
        heading('What the app does'),
        list(
          'Shows your digital card to scan at the till, so you never leave it at home.',
          'Saves offers to your card before you shop.',
          'Shows your points balance and your vouchers.',
          'Lets you spend points at the supermarket checkout.',
        ),
        paragraph(
          'The app is free on the App Store and Google Play for phones running a recent version of iOS or Android.',
        ),
        links('Prefer the website?', link('/welcome', 'Use {scheme} on the web')),
      ],
    },
  ],
  [
    'locator',
    {
      title: 'Find a store',
      blocks: [
        paragraph(
          'You can collect {scheme} points at every Sainsbury’s supermarket, at Argos and at Esso fuel stations across the UK.',
        ),
        heading('Where to find them'),
        list(
          "Sainsbury's supermarkets and Sainsbury's Local stores.",
          "Argos stores, and Argos counters inside many Sainsbury's supermarkets.",
          'Esso fuel stations, including those with a supermarket shop on site.',
        ),
        paragraph(
          'Digital cards work at the supermarket and the fuel retailer for now. At other partners, use your plastic card or the card number.',
        ),
        links(
          'More places to collect',
          link(`${LEGAL}/participating-companies`, 'Participating companies'),
          link('/eshops', 'Shop online with eShops'),
        ),
      ],
    },
  ],
  [
    'quests',
    {
      title: 'Your {scheme} quests',
      blocks: [
        paragraph(
          'Quests are short challenges that earn you bonus points on top of what you usually collect.',
        ),
        heading('How quests work'),
        steps(
          'Sign in and open a quest from your offers.',
          'Complete its steps, for example shop three times in four weeks.',
          'The bonus points arrive in your account within 48 hours of finishing.',
        ),
        paragraph(
          'Each quest shows its own dates and steps. You can take part in more than one quest at a time.',
        ),
        links(
          'Before you start',
          link('/your-nectar-quests/terms-and-conditions', 'Quests terms and conditions'),
          link('/my-offers', 'See your offers'),
        ),
      ],
    },
  ],
  [
    'quests-terms',
    {
      title: 'Quests terms and conditions',
      blocks: [
        paragraph('These terms apply to every quest, as well as the collector rules.'),
        list(
          'Quests are open to collectors aged 18 or over with a registered {scheme} account.',
          'You must finish every step of a quest within its dates to get the bonus.',
          'Only purchases where your card was scanned count towards a step.',
          'Returned items are taken off your progress, and bonus points given for them may be removed.',
          'We may change or end a quest. Points you have already earned stay in your account.',
        ),
        links(
          'Related',
          link(`${LEGAL}/collector-rules`, 'Collector rules'),
          link('/your-nectar-quests', 'Back to quests'),
        ),
      ],
    },
  ],
  [
    'account-buttons',
    {
      title: 'Your account',
      blocks: [
        paragraph('Sign in to see your points, offers and vouchers, or create an account in a few minutes.'),
        links(
          'Account options',
          link('{start}/enter-card-number', 'Log in'),
          link('{start}/card-check', 'Register now'),
          link('/retrieve-card', 'Show your card number'),
          link('/replace-card', 'Replace a lost card'),
          link('/help', 'Help'),
        ),
      ],
    },
  ],
  [
    'spend',
    {
      title: 'Ways to spend your points',
      blocks: [
        paragraph(
          'You can spend points from 500 points, worth £2.50. Every 100 points are worth 50p when you spend them.',
        ),
        {
          kind: 'table',
          caption: 'Where you can spend points',
          columns: ['Where', 'How'],
          rows: [
            ["Sainsbury's supermarkets", 'Scan your card at the till and choose to spend points'],
            ['Argos', 'Spend points in store or online at checkout'],
            ['British Airways', 'Swap points for Avios to spend on flights'],
            ['Partner vouchers', 'Swap points for a voucher to use with a partner'],
          ],
        },
        paragraph('Temporary cards cannot spend points. Register for a full account to spend.'),
        links('Related', link('/vouchers', 'Your vouchers'), link('/help', 'Questions about spending')),
      ],
    },
  ],
  [
    'service-unavailable',
    {
      // Not the maintenance wording (shared/constants/maintenance.ts): importing it here would split
      // it out of the shell's script into a chunk of its own, which the welcome page would load too.
      title: 'Sorry, this service is unavailable',
      blocks: [
        paragraph("We can't show this right now. Please try again later."),
        paragraph(
          'You can still scan your card and collect points in store. Points you collect meanwhile will appear in your account afterwards.',
        ),
        paragraph('If you need help now, call the Careline on {careline}.'),
      ],
    },
  ],
  [
    'privacy-and-legal',
    {
      title: 'Privacy and legal',
      blocks: [
        paragraph(
          'How {scheme} looks after your data, the rules of the scheme, and your choices about advertising.',
        ),
        heading('Personalised and digital advertising'),
        paragraph(
          'With your agreement, we use what you buy to show you offers and advertising that suit you, on our website and app and on other websites. You can change your marketing choices in your account at any time, and turn marketing cookies off in the cookie settings.',
        ),
        links(
          'Policies and terms',
          link(`${LEGAL}/privacy-policy`, 'Privacy policy'),
          link(`${LEGAL}/cookie-policy`, 'Cookie policy'),
          link(`${LEGAL}/terms-of-use`, 'Website terms of use'),
          link(`${LEGAL}/collector-rules`, 'Collector rules'),
          link(`${LEGAL}/participating-companies`, 'Participating companies'),
          link(`${LEGAL}/eshops-terms-and-conditions`, 'eShops terms and conditions'),
          link(`${LEGAL}/accessibility`, 'Accessibility statement'),
        ),
      ],
    },
  ],
  [
    'business',
    {
      title: '{scheme} for business',
      blocks: [
        paragraph(
          'Run a business? Collect points on what you buy for it, and spend them on the things your business needs.',
        ),
        heading('What you get'),
        list(
          'Points on business purchases at the supermarket, the fuel retailer and partners.',
          'Offers picked for businesses.',
          'One account for you, separate from your personal card.',
        ),
        links(
          'Get started',
          link('{start}/card-check', 'Register a business account'),
          link('/nectar-business/partners', 'See business partners'),
        ),
      ],
    },
  ],
  [
    'business-partners',
    {
      title: 'Business partners',
      blocks: [
        paragraph('Collect points for your business with these partners.'),
        {
          kind: 'table',
          caption: 'Business partners and what you collect',
          columns: ['Partner', 'What you collect on'],
          rows: [
            ["Sainsbury's", 'Supplies for the office, the shop floor and the staff room'],
            ['Esso', 'Fuel for company vehicles'],
            ['Argos', 'Equipment and furniture'],
          ],
        },
        links('Back', link('/nectar-business', '{scheme} for business')),
      ],
    },
  ],
  [
    'notifier',
    {
      title: '{scheme} browser notifier',
      blocks: [
        paragraph(
          'The notifier was a browser add-on that reminded you when a shop gave points online. It is no longer available.',
        ),
        paragraph(
          'You can still collect points when you shop online: start from eShops and the retailer will know you are a collector.',
        ),
        links('Shop online', link('/eshops', 'Go to eShops')),
      ],
    },
  ],
])

/** The partner-exit page: one text for every partner that left, named by the route's title. */
export function partnerExitPage(title: string): PageContent {
  return {
    title,
    blocks: [
      paragraph(
        'This partner no longer takes part in {scheme}, so you can no longer collect or spend points with them.',
      ),
      paragraph(
        'Points you collected with them are safe in your account, and you can spend them with our other partners.',
      ),
      links(
        'Carry on collecting',
        link('/partners', 'See our partners'),
        link('/spend', 'Ways to spend your points'),
      ),
    ],
  }
}
