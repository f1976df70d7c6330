import type { Locator } from '@playwright/test'
import { BasePage } from './base-page'

/** /eventmanagement/create and /edit: the event form. */
export class EventFormPage extends BasePage {
  protected override readonly path = '/eventmanagement/create'
  readonly title = this.byTestId('event-title')
  readonly eventType = this.byTestId('event-type')
  readonly location = this.byTestId('event-location')
  readonly date = this.byTestId('event-date')
  readonly from = this.byTestId('event-from')
  readonly to = this.byTestId('event-to')
  readonly deadline = this.byTestId('event-deadline')
  readonly consent = this.byTestId('event-consent')
  readonly terms = this.byTestId('event-terms')
  readonly payment = this.byTestId('event-payment')
  readonly childFee = this.byTestId('event-child-fee')
  readonly guestFee = this.byTestId('event-guest-fee')
  readonly guests = this.byTestId('event-guests')
  readonly guestLimit = this.byTestId('event-guest-limit')
  readonly guestDetails = this.byTestId('event-guest-details')
  readonly submit = this.byTestId('event-submit')
}

/** /eventmanagement/details/{id}: the event, its workflow buttons and RSVPs. */
export class EventDetailsPage extends BasePage {
  readonly status = this.byTestId('event-status')
  readonly publish = this.byTestId('event-publish')
  readonly attendingTab = this.byTestId('rsvp-tab-attending')
  readonly rows = this.byTestId('rsvps-table')
}

/** /events: the parent's events, one card per child and event. */
export class ParentEventsPage extends BasePage {
  protected override readonly path = '/events'
  card(title: string): Locator {
    return this.page.locator('[data-testid^="my-event-"]').filter({ hasText: title })
  }
}

/** The Photos section of an event's details page (staff). */
export class EventPhotosSection extends BasePage {
  readonly section = this.byTestId('event-photos')
  readonly tags = this.byTestId('photos-tags')
  readonly fileInput = this.byTestId('photos-file-input')
  readonly progress = this.byTestId('photos-progress')
  readonly photos = this.byTestId('staff-photo')
  readonly selectAll = this.byTestId('photos-select-all')
  readonly publish = this.byTestId('photos-publish')
}
