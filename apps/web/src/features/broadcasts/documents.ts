import { graphql } from '../../generated'
import type { BroadcastListQuery, BroadcastReceiptsQuery } from '../../generated/graphql'

/** The staff list and the parent's inbox (the server decides which by the caller), and one broadcast by ID. */
export const broadcastListQuery = graphql(`
  query BroadcastList($IDSchool: Int!, $filter: BroadcastFilter, $pagination: Pagination) {
    getBroadcasting(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {
      totalCount
      unreadCount
      data {
        ID
        subject
        description
        status
        needsAcknowledgement
        createdAt
        updatedAt
        publishedAt
        editedAt
        remindedAt
        isRead
        recipientCount
        readCount
        sender {
          ID
          firstname
          lastname
          roles {
            name
            label
          }
        }
        scopes {
          type
          ID
          label
        }
        attachments {
          ID
          fileKey
          fileSize
          name
          isPhoto
          url
        }
      }
    }
  }
`)
export type Broadcast = BroadcastListQuery['getBroadcasting']['data'][number]

export const broadcastScopeSearchQuery = graphql(`
  query BroadcastScopeSearch($IDSchool: Int!, $search: String!) {
    searchBroadcastingScope(IDSchool: $IDSchool, search: $search) {
      type
      ID
      label
      description
    }
  }
`)

export const broadcastReceiptsQuery = graphql(`
  query BroadcastReceipts($id: Int!, $unreadOnly: Boolean, $pagination: Pagination) {
    getBroadcastingReadReceipts(IDBroadcasting: $id, unreadOnly: $unreadOnly, pagination: $pagination) {
      readCount
      totalCount
      recipientCount
      classes {
        classID
        classLabel
        centreLabel
        readCount
        totalCount
      }
      recipients {
        childID
        childName
        classLabel
        parentID
        parentName
        mobile
        readAt
      }
    }
  }
`)
export type BroadcastReceipts = BroadcastReceiptsQuery['getBroadcastingReadReceipts']

export const saveBroadcastMutation = graphql(`
  mutation BroadcastSave($IDSchool: Int!, $dto: BroadcastInput!, $publish: Boolean!) {
    saveBroadcasting(IDSchool: $IDSchool, dto: $dto, publish: $publish) {
      ID
      status
    }
  }
`)

export const deleteBroadcastMutation = graphql(`
  mutation BroadcastDelete($id: Int!) {
    deleteBroadcastingByID(IDBroadcasting: $id)
  }
`)

export const markBroadcastReadMutation = graphql(`
  mutation BroadcastMarkRead($ids: [Int!]!, $isRead: Boolean!) {
    markBroadcastingAsRead(IDBroadcastings: $ids, isRead: $isRead)
  }
`)

export const broadcastUploadMutation = graphql(`
  mutation BroadcastUploadUrl($IDSchool: Int!, $filename: String!, $contentType: String!) {
    getBroadcastingPhotoUploadUrl(IDSchool: $IDSchool, filename: $filename, contentType: $contentType) {
      Url
      Key
    }
  }
`)
