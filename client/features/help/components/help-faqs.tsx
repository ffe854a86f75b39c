/**
 * The help page's questions (routes specification §2.5 FAQ): topics open to their questions and
 * questions to their answers; opening one sends 'FAQ Title click' or 'FAQ Question click'. While
 * nothing has arrived it says 'Loading - Please wait...'; a failure says so with a retry. The
 * entry a `/help#anchor` names is opened and focused 1 s after the topics arrive. A search box
 * finds questions by the words of their question or answer.
 */
import { useCallback, useId, useState } from 'react'
import { FAQ_LOAD_FAILED, FAQ_LOADING, type FaqTopic } from '../../../../shared/contract/help.ts'
import { QueryStatus } from '../../../components/query/query-state.tsx'
import { trackAnalyticsEvent } from '../../../lib/analytics.ts'
import { useFaqs } from '../api/get-faqs.ts'
import { faqAnchor, faqPlainText, searchFaqs } from '../faq-text.ts'
import { useHashTarget } from '../use-hash-target.ts'
import { FaqDisclosure } from './faq-disclosure.tsx'
import { FaqText } from './faq-text.tsx'

/** Which entries are open, by anchor (topics and questions alike). */
function useOpenEntries() {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set())
  const toggle = useCallback((anchor: string, event: { name: string; label: string }) => {
    setOpen((current) => {
      const next = new Set(current)
      if (next.has(anchor)) next.delete(anchor)
      else {
        next.add(anchor)
        trackAnalyticsEvent(event.name, event.label)
      }
      return next
    })
  }, [])
  const openAll = useCallback(
    (anchors: string[]) => setOpen((current) => new Set([...current, ...anchors])),
    [],
  )
  return { open, toggle, openAll }
}

/** The anchors to open for `anchor`: a topic, or a question with its topic. */
function entriesNamed(topics: FaqTopic[], anchor: string): string[] {
  for (const topic of topics) {
    const topicAnchor = faqAnchor(topic.title)
    if (topicAnchor === anchor) return [topicAnchor]
    if (topic.questions.some(({ question }) => faqAnchor(question) === anchor)) return [topicAnchor, anchor]
  }
  return []
}

function Topics({ topics }: { topics: FaqTopic[] }) {
  const { open, toggle, openAll } = useOpenEntries()
  useHashTarget((anchor) => {
    const entries = entriesNamed(topics, anchor)
    openAll(entries)
    return entries.length > 0
  })
  return (
    <div className="faq-topics">
      {topics.map((topic) => {
        const topicAnchor = faqAnchor(topic.title)
        return (
          <FaqDisclosure
            key={topicAnchor}
            className="faq-topic"
            label={topic.title}
            anchor={topicAnchor}
            level={2}
            open={open.has(topicAnchor)}
            onToggle={() =>
              toggle(topicAnchor, { name: 'FAQ Title click', label: faqPlainText(topic.title) })
            }
          >
            {topic.questions.map(({ question, answer }) => {
              const anchor = faqAnchor(question)
              return (
                <FaqDisclosure
                  key={anchor}
                  className="faq-question"
                  label={question}
                  anchor={anchor}
                  level={3}
                  open={open.has(anchor)}
                  onToggle={() =>
                    toggle(anchor, { name: 'FAQ Question click', label: faqPlainText(question) })
                  }
                >
                  <p className="faq-question__answer">
                    <FaqText text={answer} />
                  </p>
                </FaqDisclosure>
              )
            })}
          </FaqDisclosure>
        )
      })}
    </div>
  )
}

function SearchResults({ topics, query }: { topics: FaqTopic[]; query: string }) {
  const matches = searchFaqs(topics, query)
  const { open, toggle } = useOpenEntries()
  return (
    <div className="faq-results">
      <p className="faq-results__count" role="status">
        {matches.length === 0
          ? 'No questions match your search. Try other words, or get in touch below.'
          : `${matches.length} ${matches.length === 1 ? 'question matches' : 'questions match'} your search`}
      </p>
      {matches.map(({ topic, question, answer }) => {
        const key = `${faqAnchor(topic)}/${faqAnchor(question)}`
        return (
          <FaqDisclosure
            key={key}
            className="faq-question"
            label={question}
            level={3}
            open={open.has(key)}
            onToggle={() => toggle(key, { name: 'FAQ Question click', label: faqPlainText(question) })}
          >
            <p className="faq-question__topic">{faqPlainText(topic)}</p>
            <p className="faq-question__answer">
              <FaqText text={answer} />
            </p>
          </FaqDisclosure>
        )
      })}
    </div>
  )
}

export function HelpFaqs({ document }: { document?: string }) {
  const faqs = useFaqs(document)
  const { data } = faqs
  const [query, setQuery] = useState('')
  const searchId = useId()
  if (!data) return <QueryStatus query={faqs} loading={FAQ_LOADING} failed={FAQ_LOAD_FAILED} />
  const searching = query.trim().length >= 2
  return (
    <div className="help-faqs">
      <search className="faq-search">
        <label htmlFor={searchId}>Search help</label>
        <input
          id={searchId}
          type="search"
          className="faq-search__input"
          value={query}
          maxLength={100}
          autoComplete="off"
          onChange={(event) => setQuery(event.target.value)}
        />
      </search>
      {searching ? <SearchResults topics={data} query={query} /> : <Topics topics={data} />}
    </div>
  )
}
