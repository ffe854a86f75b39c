/** Account type, the business lookup (employee ranges, categories) and the business details. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ACCOUNT_TYPES, type AccountType } from '../../../../../shared/constants/journey.ts'
import type { EmployeeCode } from '../../../../../shared/constants/limits.ts'
import { registrationApi } from '../../../../../shared/contract/registration.ts'
import { routeOf } from '../../../../../shared/contract/route-of.ts'
import { businessDetailsRules } from '../../../../../shared/validation/form-rules.ts'
import { BUSINESS_LOOKUP_FAILED, CARD_CHECK_REQUIRED } from '../../../../../shared/validation/messages.ts'
import { checkFields } from '../../../errors/refusal.ts'
import { guard, saveThenAdvance } from './replies.ts'

/** The specification gives no message for the account choice; the card check's fits. */
const accountTypeRules = {
  accountType: (value: unknown) =>
    ACCOUNT_TYPES.includes(value as AccountType) ? undefined : CARD_CHECK_REQUIRED,
}
const text = (value: string | undefined) => (value ?? '').trim()

const business: FastifyPluginAsyncTypebox = async (fastify) => {
  const { identity } = fastify.upstream

  fastify.route({
    ...routeOf(registrationApi.accountType),
    config: { access: 'public', stateChanging: true },
    handler: async (request) => {
      const state = guard(request, 'choose-an-account')
      checkFields(accountTypeRules, request.body)
      const accountType = request.body.accountType as AccountType
      const save = () =>
        identity.userData({ authToken: state.authToken ?? '', accountType }, { log: request.log })
      // Another account type is another journey: its first step comes next again.
      const restart = accountType !== state.accountType
      return saveThenAdvance(request, state, 'choose-an-account', save, { accountType }, { restart })
    },
  })

  fastify.route({
    ...routeOf(registrationApi.businessLookup),
    config: { access: 'public' },
    handler: async (request, reply) => {
      try {
        const lookup = await identity.businessLookup({ log: request.log })
        return {
          businessEmployees: Object.entries(lookup.businessEmployees)
            .filter(([code]) => /^[A-I]$/.test(code))
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([code, label]) => ({ code: code as EmployeeCode, label })),
          businessCategories: lookup.businessCategories.map(({ group, categories }) => ({
            group,
            options: categories.map(({ key, name }) => ({ value: key, label: name })),
          })),
        }
      } catch (error) {
        request.log.warn({ err: error }, 'business lookup failed')
        return reply.code(502).send({ code: 'UPSTREAM', message: BUSINESS_LOOKUP_FAILED })
      }
    },
  })

  fastify.route({
    ...routeOf(registrationApi.businessDetails),
    config: { access: 'public', stateChanging: true },
    handler: async (request) => {
      const state = guard(request, 'business-details')
      checkFields(businessDetailsRules, request.body)
      const { name, employees, category } = request.body
      // businessDetailsRules has checked the employees code is one of A to I.
      const code = employees as EmployeeCode
      const userData = { business: { name: text(name), employees: code, category: text(category) } }
      const save = () =>
        identity.userData({ authToken: state.authToken ?? '', userData }, { log: request.log })
      return saveThenAdvance(request, state, 'business-details', save)
    },
  })
}

export default business
