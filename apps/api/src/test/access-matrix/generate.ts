import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
} from 'graphql'
import type { Victims } from './world'

/** A root field of the schema, ready to call: its operation text (the smallest selection unless given) and variables. */
export interface RootCall {
  type: 'Query' | 'Mutation'
  name: string
  query: (selection?: string) => string
  variables: Record<string, unknown>
}

/** Arguments and input fields named like these carry the victims' real ids; everything else gets a plain value. */
const idsByName = (v: Victims): Record<string, number> => ({
  IDSchool: v.world.school.id,
  fkSchool: v.world.school.id,
  schoolID: v.world.school.id,
  IDCentre: v.world.centre.id,
  centreID: v.world.centre.id,
  IDEnquiry: v.family.enquiryId,
  IDVisit: v.visitId,
  IDChild: v.family.childId,
  IDAvailability: v.availabilityId,
  IDLevel: v.world.levelId,
  levelID: v.world.levelId,
  holidayID: v.holidayId,
  roleID: v.roleId,
  staffID: v.staffId,
  codeID: v.codeId,
  classID: v.classId,
  moveToClassID: v.classId,
  fkCentre: v.world.centre.id,
  fkLevel: v.world.levelId,
  childID: v.family.childId,
  childIDs: v.family.childId,
  DraftID: v.capacityDraftId,
  CentreID: v.world.centre.id,
  IDTag: v.tagId,
  IDBus: v.busId,
  busID: v.busId,
  IDBusDriver: v.busDriverId,
  IDFeeDraft: v.feeDraftId,
  IDWithdrawal: v.withdrawalId,
  IDTransfer: v.transferId,
  fkFeeTier: v.feeTierId,
  IDBankAccount: v.bankAccountId,
  InvoiceID: v.invoiceId,
  IDInvoice: v.invoiceId,
  IDReceipt: v.receiptId,
  IDInvoiceRun: v.invoiceRunId,
  IDEnquiries: v.family.enquiryId,
  IDEvent: v.eventId,
  injuryID: v.injuryId,
  IDLeaveRequest: v.leaveRequestId,
  clusterID: v.symptomClusterId,
})

const scalarValues: Record<string, unknown> = {
  Int: 1,
  Float: 1,
  String: 'x',
  Boolean: true,
  ID: '1',
  Date: '2030-01-07',
  DateTime: '2030-01-07T01:00:00.000Z',
}

/** A value of an input type: required fields only (plus any field carrying an id), lists of one. */
function valueOf(type: GraphQLInputType, name: string, ids: Record<string, number>): unknown {
  if (name in ids) return isListType(getNullableType(type)) ? [ids[name]] : ids[name]
  const inner = getNullableType(type)
  if (isListType(inner)) return [valueOf(inner.ofType, name, ids)]
  if (isEnumType(inner)) return inner.getValues()[0].value
  if (isInputObjectType(inner)) {
    const fields = Object.values(inner.getFields()).filter((f) => isNonNullType(f.type) || f.name in ids)
    return Object.fromEntries(fields.map((f) => [f.name, valueOf(f.type, f.name, ids)]))
  }
  return scalarValues[getNamedType(inner).name] ?? 'x'
}

const printType = (type: GraphQLInputType): string => type.toString()

/** The smallest selection of a result: `__typename`, or nothing for a scalar. */
function selection(field: GraphQLField<unknown, unknown>): string {
  const named = getNamedType(field.type)
  return isLeafType(named) ? '' : ' { __typename }'
}

export function rootCalls(schema: GraphQLSchema, victims: Victims): RootCall[] {
  const ids = idsByName(victims)
  const calls: RootCall[] = []
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    if (!root || !isObjectType(root)) continue
    for (const field of Object.values(root.getFields())) {
      const args = field.args.filter((a: GraphQLArgument) => isNonNullType(a.type) || a.name in ids)
      const decl = args.map((a) => `$${a.name}: ${printType(a.type)}`).join(', ')
      const pass = args.map((a) => `${a.name}: $${a.name}`).join(', ')
      const keyword = root.name === 'Query' ? 'query' : 'mutation'
      calls.push({
        type: root.name as RootCall['type'],
        name: field.name,
        query: (picked = selection(field)) =>
          `${keyword}${decl ? ` (${decl})` : ''} { ${field.name}${pass ? `(${pass})` : ''} ${picked} }`,
        variables: Object.fromEntries(args.map((a) => [a.name, valueOf(a.type, a.name, ids)])),
      })
    }
  }
  return calls
}
