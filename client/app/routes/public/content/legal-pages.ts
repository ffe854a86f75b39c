/**
 * The pages under /about/privacy-and-legal/:page, by their address slug. `legalPageFor` answers
 * undefined for any other slug, so the screen shows the not-found content.
 */
import { heading, link, links, list, type PageContent, paragraph } from './content-types.ts'

const LEGAL = '/about/privacy-and-legal'

const LEGAL_PAGES: ReadonlyMap<string, PageContent> = new Map<string, PageContent>([
  [
    'terms-of-use',
    {
      title: 'Website terms of use',
      blocks: [
        paragraph(
          'These terms apply whenever you use the {scheme} website or web app, whether or not you have an account.',
        ),
        heading('Using the website'),
        list(
          'You may use the website for your own, non-commercial use.',
          'Keep your password secret. You are responsible for what happens when someone signs in with it.',
          "Don't try to get into parts of the website or other people's accounts that are not yours.",
        ),
        heading('Our content'),
        paragraph(
          'Offers, prices and partner details can change. We try to keep them right, but an offer only applies on the terms shown with it when you save it.',
        ),
        heading('Changes to these terms'),
        paragraph('We may update these terms. The version on this page is the one that applies.'),
        links(
          'Related pages',
          link(`${LEGAL}/collector-rules`, 'Collector rules'),
          link(`${LEGAL}/privacy-policy`, 'Privacy policy'),
        ),
      ],
    },
  ],
  [
    'collector-rules',
    {
      title: 'Collector rules',
      blocks: [
        paragraph(
          'These rules cover your {scheme} card and account: how you collect points and how you spend them.',
        ),
        heading('Collecting points'),
        list(
          'Show or scan your card before you pay at the supermarket, the fuel retailer or a partner.',
          'Points can take up to 48 hours to appear in your account.',
          'Points are collected on qualifying spend only. Gift cards, tobacco, lottery tickets and fuel-card payments are usually excluded.',
        ),
        heading('Spending points'),
        list(
          'You can spend points from 500 points, worth £2.50.',
          'Every 100 points are worth 50p when you spend them.',
          'Points have no cash value and cannot be exchanged for money.',
        ),
        heading('Your account'),
        list(
          'One account per person. You must be 18 or over and live in the UK.',
          "If you don't collect or spend any points for 12 months, we may close the account.",
          'We may close an account that is used to break these rules.',
        ),
        paragraph('Questions about these rules? Call the Careline on {careline}.'),
      ],
    },
  ],
  [
    'cookie-policy',
    {
      title: 'Cookie policy',
      blocks: [
        paragraph(
          'Cookies are small files a website stores in your browser. We use them to keep you signed in and, if you agree, to learn how the website is used.',
        ),
        heading('The cookies we use'),
        {
          kind: 'table',
          caption: 'Kinds of cookie on this website',
          columns: ['Kind', 'What it does', 'Can you turn it off?'],
          rows: [
            [
              'Strictly necessary',
              'Keeps you signed in and protects your account',
              'No, the website needs them',
            ],
            ['Analytics', 'Counts visits and pages so we can improve the website', 'Yes'],
            ['Functional', 'Remembers your choices and improves features', 'Yes'],
            ['Marketing', 'Shows you more relevant advertising on other websites', 'Yes'],
          ],
        },
        heading('Changing your choice'),
        paragraph(
          'Once signed in, you can change your cookie choices at any time in the cookie settings on your homepage.',
        ),
      ],
    },
  ],
  [
    'privacy-policy',
    {
      title: 'Privacy policy',
      blocks: [
        paragraph(
          'This policy explains what personal data {scheme} holds about you, why, and the choices you have.',
        ),
        heading('What we collect'),
        list(
          'Your name, email address, postal address and phone number when you register.',
          'What you buy and where, when you scan your card.',
          'How you use the website and app, if you allow analytics cookies.',
        ),
        heading('How we use it'),
        list(
          'To add points to your account and let you spend them.',
          'To pick offers and personalised prices for you.',
          'To keep your account secure and to prevent fraud.',
        ),
        heading('Your rights'),
        paragraph(
          'You can ask for a copy of your data, ask us to correct it, or close your account. Call the Careline on {careline}.',
        ),
        links(
          'More about privacy',
          link('/personalised-advertising', 'Personalised advertising'),
          link(`${LEGAL}/cookie-policy`, 'Cookie policy'),
        ),
      ],
    },
  ],
  [
    'accessibility',
    {
      title: 'Accessibility statement',
      blocks: [
        paragraph(
          'We want everyone to be able to use the {scheme} website, whatever their device or the way they browse.',
        ),
        heading('What you can do'),
        list(
          'Zoom in up to 400% without text spilling off the screen.',
          'Use the whole website with a keyboard alone.',
          'Use a screen reader: pages have headings, landmarks and labelled form fields.',
        ),
        heading('How we test'),
        paragraph(
          'We check every screen with automated accessibility tests on a phone-sized and a desktop-sized screen, aiming at WCAG 2.2 level AA.',
        ),
        heading('Tell us about a problem'),
        paragraph(
          'If something on the website is hard to use, call the Careline on {careline} or send us feedback.',
        ),
        links('Get in touch', link('/feedback', 'Send feedback'), link('/contact-us', 'Contact us')),
      ],
    },
  ],
  [
    'participating-companies',
    {
      title: 'Participating companies',
      blocks: [
        paragraph(
          'You can collect and spend {scheme} points with these companies, and with more than 500 partner brands online.',
        ),
        {
          kind: 'table',
          caption: 'Where you can collect and spend points',
          columns: ['Company', 'Collect', 'Spend'],
          rows: [
            ["Sainsbury's supermarkets", 'Yes', 'Yes'],
            ['Argos', 'Yes', 'Yes'],
            ['Esso fuel stations', 'Yes', 'No'],
            ['British Airways', 'Yes', 'Swap for Avios'],
            ['eBay', 'Yes', 'No'],
            ['eShops partners', 'Yes', 'No'],
          ],
        },
        paragraph(
          'Partners can join or leave the scheme. Points you have already collected stay in your account.',
        ),
      ],
    },
  ],
  [
    'eshops-terms-and-conditions',
    {
      title: 'eShops terms and conditions',
      blocks: [
        paragraph(
          'eShops lets you collect points when you shop online with partner brands, by starting from the {scheme} website.',
        ),
        heading('How to collect'),
        list(
          'Sign in, then follow the link to the retailer from the eShops page.',
          'Allow cookies on the retailer’s website, or the purchase cannot be tracked.',
          'Points usually appear within 30 days, once the return period has ended.',
        ),
        heading('When points are not given'),
        list(
          'The order is cancelled or returned.',
          'A voucher code not found on eShops was used.',
          'The purchase did not start from the eShops link.',
        ),
        links('Shop now', link('/eshops', 'Go to eShops')),
      ],
    },
  ],
])

export function legalPageFor(slug: string | undefined): PageContent | undefined {
  return slug === undefined ? undefined : LEGAL_PAGES.get(slug)
}

/** Every page's slug: the public pages rendered to HTML (client/prerender/pages.ts). */
export const legalPageSlugs = (): string[] => [...LEGAL_PAGES.keys()]
