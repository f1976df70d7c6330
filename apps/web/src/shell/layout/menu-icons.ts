import AccountBalance from '@mui/icons-material/AccountBalance'
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings'
import Apartment from '@mui/icons-material/Apartment'
import AppsRounded from '@mui/icons-material/AppsRounded'
import Assignment from '@mui/icons-material/Assignment'
import AssignmentInd from '@mui/icons-material/AssignmentInd'
import AttachMoney from '@mui/icons-material/AttachMoney'
import BarChart from '@mui/icons-material/BarChart'
import BeachAccess from '@mui/icons-material/BeachAccess'
import Business from '@mui/icons-material/Business'
import CalendarMonth from '@mui/icons-material/CalendarMonth'
import Campaign from '@mui/icons-material/Campaign'
import ChildCare from '@mui/icons-material/ChildCare'
import Class from '@mui/icons-material/Class'
import Dashboard from '@mui/icons-material/Dashboard'
import Description from '@mui/icons-material/Description'
import DirectionsBus from '@mui/icons-material/DirectionsBus'
import Event from '@mui/icons-material/Event'
import EventBusy from '@mui/icons-material/EventBusy'
import EventNote from '@mui/icons-material/EventNote'
import ExitToApp from '@mui/icons-material/ExitToApp'
import FactCheck from '@mui/icons-material/FactCheck'
import FamilyRestroom from '@mui/icons-material/FamilyRestroom'
import Group from '@mui/icons-material/Group'
import Home from '@mui/icons-material/Home'
import HowToReg from '@mui/icons-material/HowToReg'
import Insights from '@mui/icons-material/Insights'
import ListAlt from '@mui/icons-material/ListAlt'
import LocalOffer from '@mui/icons-material/LocalOffer'
import ManageAccounts from '@mui/icons-material/ManageAccounts'
import Notifications from '@mui/icons-material/Notifications'
import Palette from '@mui/icons-material/Palette'
import Public from '@mui/icons-material/Public'
import Payments from '@mui/icons-material/Payments'
import PendingActions from '@mui/icons-material/PendingActions'
import People from '@mui/icons-material/People'
import PersonAdd from '@mui/icons-material/PersonAdd'
import ReceiptLong from '@mui/icons-material/ReceiptLong'
import School from '@mui/icons-material/School'
import Settings from '@mui/icons-material/Settings'
import Sick from '@mui/icons-material/Sick'
import Stairs from '@mui/icons-material/Stairs'
import SwapHoriz from '@mui/icons-material/SwapHoriz'
import Today from '@mui/icons-material/Today'
import Tune from '@mui/icons-material/Tune'
import type SvgIcon from '@mui/material/SvgIcon'

type IconComponent = typeof SvgIcon

/**
 * The Material icons the menu may name (imported one by one: the whole icon set would weigh megabytes). A name
 * not listed here gets the fallback icon, so a new server entry never breaks the menu.
 */
const icons: Record<string, IconComponent> = {
  AccountBalance,
  AdminPanelSettings,
  Apartment,
  Assignment,
  AssignmentInd,
  AttachMoney,
  BarChart,
  BeachAccess,
  Business,
  CalendarMonth,
  Campaign,
  ChildCare,
  Class,
  Dashboard,
  Description,
  DirectionsBus,
  Event,
  EventBusy,
  EventNote,
  ExitToApp,
  FactCheck,
  FamilyRestroom,
  Group,
  Home,
  HowToReg,
  Insights,
  ListAlt,
  LocalOffer,
  ManageAccounts,
  Notifications,
  Palette,
  Public,
  Payments,
  PendingActions,
  People,
  PersonAdd,
  ReceiptLong,
  School,
  Settings,
  Sick,
  Stairs,
  SwapHoriz,
  Today,
  Tune,
}

export const FallbackMenuIcon: IconComponent = AppsRounded

export function menuIcon(name: string | null | undefined): IconComponent {
  return (name && icons[name]) || FallbackMenuIcon
}
