import { graphql } from '../../generated'
import type { BlacklistDraftsQuery, BlacklistEntriesQuery } from '../../generated/graphql'

export const blacklistQuery = graphql(`
  query BlacklistEntries($IDSchool: Int!, $pagination: Pagination) {
    getBlackListData(IDSchool: $IDSchool, pagination: $pagination) {
      totalCount
      data {
        ID
        remark
        updatedAt
        child {
          firstname
          lastname
        }
        parent {
          firstname
          lastname
          email
        }
        centre {
          label
        }
        code {
          label
        }
      }
    }
  }
`)
export type BlacklistEntry = BlacklistEntriesQuery['getBlackListData']['data'][number]

export const blacklistDraftsQuery = graphql(`
  query BlacklistDrafts($IDSchool: Int!, $status: String, $pagination: Pagination) {
    blacklistDraftsByFkSchool(IDSchool: $IDSchool, status: $status, pagination: $pagination) {
      totalCount
      data {
        ID
        kind
        status
        can
        approverName
        decisionRemark
        createdAt
        centre {
          label
        }
        user {
          ID
          firstname
          lastname
        }
        items {
          remark
          child {
            firstname
            lastname
          }
          parent {
            email
          }
          code {
            label
          }
        }
      }
    }
  }
`)
export type BlacklistDraft = BlacklistDraftsQuery['blacklistDraftsByFkSchool']['data'][number]

export const blacklistReasonsQuery = graphql(`
  query BlacklistReasons($fkSchool: Int!) {
    codesByLabelFkSchool(fkSchool: $fkSchool, labels: ["blacklist_reason"]) {
      codes {
        ID
        label
      }
    }
  }
`)

export const childRelationsQuery = graphql(`
  query BlacklistChildRelations($IDChild: Int!) {
    getChildRelationData(IDChild: $IDChild) {
      ID
      firstname
      lastname
      email
    }
  }
`)

export const submitNewBlacklistMutation = graphql(`
  mutation BlacklistSubmitNew($input: BlacklistNewInput!) {
    submitNewBlacklist(input: $input) {
      ID
    }
  }
`)
export const submitRemoveBlacklistMutation = graphql(`
  mutation BlacklistSubmitRemoval($IDBlacklist: Int!, $remark: String!) {
    submitRemoveBlacklist(IDBlacklist: $IDBlacklist, remark: $remark) {
      ID
    }
  }
`)
export const approveBlacklistMutation = graphql(`
  mutation BlacklistApproveDraft($IDBlacklistDraft: Int!, $remark: String) {
    approveBlacklistDraft(IDBlacklistDraft: $IDBlacklistDraft, remark: $remark) {
      ID
    }
  }
`)
export const rejectBlacklistMutation = graphql(`
  mutation BlacklistRejectDraft($IDBlacklistDraft: Int!, $remark: String!) {
    rejectBlacklistDraft(IDBlacklistDraft: $IDBlacklistDraft, remark: $remark) {
      ID
    }
  }
`)
export const cancelBlacklistMutation = graphql(`
  mutation BlacklistCancelDraft($IDBlacklistDraft: Int!, $remark: String!) {
    cancelBlacklistDraft(IDBlacklistDraft: $IDBlacklistDraft, remark: $remark) {
      ID
    }
  }
`)
